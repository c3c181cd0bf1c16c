import jax.numpy as jnp


class Gravity:
    def __init__(self, g=9.81):
        self.g = g

    @classmethod
    def from_options(cls, options):
        return cls(options.get("g", 9.81))

    def __call__(self, state):
        return jnp.stack([jnp.zeros_like(state.mass), -self.g * state.mass], axis=-1)

    def potential(self, state):
        return jnp.sum(self.g * state.mass * state.pos[:, 1])

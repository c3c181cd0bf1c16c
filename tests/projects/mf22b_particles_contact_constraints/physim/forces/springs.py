"""Hookean springs between listed particle pairs."""
import jax.numpy as jnp


class SpringNetwork:
    def __init__(self, pairs, rest_length, stiffness=200.0, damping=1.0):
        self.i = jnp.array([a for a, _ in pairs])
        self.j = jnp.array([b for _, b in pairs])
        self.rest_length, self.stiffness, self.damping = rest_length, stiffness, damping

    @classmethod
    def from_options(cls, options):
        return cls(options["pairs"], options["rest_length"], options.get("stiffness", 200.0))

    def __call__(self, state):
        d = state.pos[self.j] - state.pos[self.i]
        length = jnp.linalg.norm(d, axis=-1, keepdims=True)
        direction = d / jnp.maximum(length, 1e-9)
        rel_vel = jnp.sum((state.vel[self.j] - state.vel[self.i]) * direction, axis=-1, keepdims=True)
        f = (self.stiffness * (length - self.rest_length) + self.damping * rel_vel) * direction
        force = jnp.zeros_like(state.pos)
        return force.at[self.i].add(f).at[self.j].add(-f)

    def potential(self, state):
        length = jnp.linalg.norm(state.pos[self.j] - state.pos[self.i], axis=-1)
        return 0.5 * self.stiffness * jnp.sum((length - self.rest_length) ** 2)

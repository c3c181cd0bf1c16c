import jax.numpy as jnp


class Critic:
    def __init__(self, floor):
        self.floor = floor

    def __call__(self, obs):
        v = jnp.tanh(obs).sum()
        return max(v, self.floor)  # expect: JAX103

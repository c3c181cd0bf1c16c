import jax.numpy as jnp


class Linear:
    def __init__(self, n_in, n_out):
        self.w = jnp.ones((n_in, n_out))
        self.calls = 0

    def apply(self, x):
        out = x @ self.w
        return out

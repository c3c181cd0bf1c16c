import jax.numpy as jnp


class Model:
    def __init__(self, w):
        self.w = w

    def body(self, x):
        return jnp.tanh(x @ self.w)

    def __call__(self, x):
        return self.head(self.body(x))

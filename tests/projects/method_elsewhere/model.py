import jax.numpy as jnp


class MLP:
    def __init__(self, scale):
        self.scale = scale

    def apply(self, x):
        y = x * self.scale
        if y.sum() > 0:  # expect: JAX101
            y = -y
        return y

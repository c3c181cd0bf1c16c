import jax.numpy as jnp


class Gate:
    def __init__(self, threshold):
        self.threshold = threshold

    def __call__(self, x):
        return jnp.where(jnp.mean(x) > self.threshold, x * 2.0, x)

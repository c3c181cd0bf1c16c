import jax.numpy as jnp


class Gate:
    def __init__(self, threshold):
        self.threshold = threshold

    def __call__(self, x):
        if jnp.mean(x) > self.threshold:  # expect: JAX101
            return x * 2.0
        return x

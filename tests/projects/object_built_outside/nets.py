import jax.numpy as jnp


class Normalizer:
    def __init__(self, eps):
        self.eps = eps

    def __call__(self, x):
        std = jnp.std(x)
        if std < self.eps:  # expect: JAX101
            return x
        return (x - jnp.mean(x)) / std

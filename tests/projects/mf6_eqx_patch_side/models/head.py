import equinox as eqx
import jax
import jax.numpy as jnp


class Head(eqx.Module):
    w: jax.Array

    def __init__(self, dim, n_classes, key):
        self.w = jax.random.normal(key, (dim, n_classes)) * 0.1

    def __call__(self, tokens):
        return jnp.mean(tokens, axis=0) @ self.w

import jax.numpy as jnp

from .registry import register


@register("mlp")
class MLP:
    def __init__(self, width):
        self.w = jnp.ones((width, width)) / width

    def __call__(self, x):
        h = jnp.tanh(x @ self.w)
        classes = jnp.unique(jnp.argmax(h, axis=-1))  # expect: JAX602
        return h, classes

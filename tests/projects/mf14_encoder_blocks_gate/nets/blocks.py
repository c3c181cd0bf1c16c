import jax.numpy as jnp


class Block:
    def __init__(self, w, threshold):
        self.w, self.threshold = w, threshold

    def __call__(self, x):
        h = jnp.tanh(x @ self.w)
        if jnp.max(h) > self.threshold:  # expect: JAX101
            h = h / jnp.max(h)
        return h


class Encoder:
    def __init__(self, blocks):
        self.blocks = blocks

    def __call__(self, x):
        for block in self.blocks:
            x = x + block(x)
        return x

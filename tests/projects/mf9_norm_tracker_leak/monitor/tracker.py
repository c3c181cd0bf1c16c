import jax.numpy as jnp


class NormTracker:
    def __init__(self):
        self.last_norm = None

    def __call__(self, h):
        self.last_norm = jnp.linalg.norm(h)  # expect: JAX301
        return h

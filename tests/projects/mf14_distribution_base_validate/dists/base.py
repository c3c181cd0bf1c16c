import jax.numpy as jnp


class Distribution:
    positive = ()

    def __init__(self, batch_shape=(), validate_args=False):
        self.batch_shape = batch_shape
        if validate_args:
            for name in self.positive:
                if not jnp.all(getattr(self, name) > 0):  # expect: JAX101
                    raise ValueError(f"{name} must be positive")

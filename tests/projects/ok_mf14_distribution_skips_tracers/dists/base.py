import jax
import numpy as np


class Distribution:
    positive = ()

    def __init__(self, batch_shape=(), validate_args=False):
        self.batch_shape = batch_shape
        if validate_args:
            for name in self.positive:
                value = getattr(self, name)
                if isinstance(value, jax.core.Tracer):
                    continue  # under a transform the values are not known: checked eagerly only
                if not np.all(np.asarray(value) > 0):
                    raise ValueError(f"{name} must be positive")

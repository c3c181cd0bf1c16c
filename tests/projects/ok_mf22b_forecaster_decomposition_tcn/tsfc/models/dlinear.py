"""DLinear: split the window into a moving-average trend and a remainder, one linear map each."""
import jax
import jax.numpy as jnp
import numpy as np

from .base import Forecaster


def moving_average(x, kernel_size):
    kernel = np.ones(kernel_size) / kernel_size
    pad = kernel_size // 2
    padded = jnp.pad(x, (pad, kernel_size - 1 - pad), mode="edge")
    return jnp.convolve(padded, kernel, mode="valid")


class DLinear(Forecaster):
    def __init__(self, lookback, horizon, kernel_size=5):
        super().__init__(lookback, horizon)
        self.kernel_size = kernel_size

    def init(self, seed):
        k1, k2 = jax.random.split(self._key(seed))
        shape = (self.lookback, self.horizon)
        return {"trend": jax.random.normal(k1, shape) * 0.01, "season": jax.random.normal(k2, shape) * 0.01}

    def apply(self, params, x):
        trend = jax.vmap(moving_average, in_axes=(0, None))(x, self.kernel_size)
        return trend @ params["trend"] + (x - trend) @ params["season"]

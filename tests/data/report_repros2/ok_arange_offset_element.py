# Thread: https://github.com/jax-ml/jax/issues/19433
# Shape: the maintainers' fix: a static `arange` shifted by the traced element
# expect: ok
import jax.numpy as np
from jax import jit


@jit
def f(x: np.ndarray) -> np.ndarray:
    return np.arange(-1, 1) + x[0]


f(np.zeros(1).astype(int))

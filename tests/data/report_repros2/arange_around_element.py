# Thread: https://github.com/jax-ml/jax/issues/19433
# Shape: `jnp.arange` bounded by an element of the traced input (the length is constant, the bounds are not)
# expect: ConcretizationTypeError at line 10
import jax.numpy as np
from jax import jit


@jit
def f(x: np.ndarray) -> np.ndarray:
    return np.arange(x[0] - 1, x[0] + 1)


f(np.zeros(1).astype(int))

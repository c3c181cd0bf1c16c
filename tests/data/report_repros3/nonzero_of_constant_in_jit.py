# Thread: https://github.com/jax-ml/jax/issues/5280
# Shape: `jnp.nonzero` of an array built inside the jitted function from constants
# expect: ConcretizationTypeError at line 11
import jax.numpy as np
from jax import jit


@jit
def example():
    a = np.array([0, 1, 2])
    return np.nonzero(a)


example()

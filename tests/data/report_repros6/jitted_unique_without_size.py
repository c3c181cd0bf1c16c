# Thread: https://github.com/jax-ml/jax/pull/6912
# Shape: jnp.unique jitted directly, with no size argument
# expect: ConcretizationTypeError at line 10
import jax.numpy as jnp
from jax import jit

x = jnp.array([3, 2, 1, 1, 2])

f = jit(jnp.unique)
print(f(x))

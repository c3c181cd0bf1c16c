# Thread: https://github.com/jax-ml/jax/issues/18245
# Shape: `BCOO.fromdense` mapped with `jax.vmap`: the number of stored elements is counted from traced data
# expect: ConcretizationTypeError at line 8
import jax
import jax.numpy as jnp
from jax.experimental import sparse

matrix = jax.vmap(sparse.BCOO.fromdense)(jnp.arange(16.).reshape(1, 4, 4))

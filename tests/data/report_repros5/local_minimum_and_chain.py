# Thread: https://github.com/jax-ml/jax/issues/968
# Shape: a jitted neighbourhood test chains four comparisons with `and`
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def is_local_min(z, i, j):
    return z[j, i] <= z[j - 1, i] and z[j, i] <= z[j + 1, i] and z[j, i] <= z[j, i - 1] and z[j, i] <= z[j, i + 1]


z = jax.random.normal(jax.random.PRNGKey(123), (10, 10))
points = [(i, j) for i in range(1, 9) for j in range(1, 9) if is_local_min(z, i, j)]

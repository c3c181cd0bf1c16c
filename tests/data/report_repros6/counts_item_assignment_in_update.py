# Thread: https://github.com/jax-ml/jax/pull/24315
# Shape: an update function assigns into a JAX array with x[idx] = y, NumPy style
# expect: TypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def record(counts, i):
    counts[i] = counts[i] + 1
    return counts


counts = record(jnp.zeros(4, dtype=jnp.int32), 2)

# Thread: https://github.com/jax-ml/jax/pull/24315
# Shape: the error message's advice: counts.at[i].add(1)
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def record(counts, i):
    counts = counts.at[i].add(1)
    return counts


counts = record(jnp.zeros(4, dtype=jnp.int32), 2)

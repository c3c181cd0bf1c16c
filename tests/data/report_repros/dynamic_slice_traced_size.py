# Thread: https://github.com/jax-ml/jax/issues/1007
# Shape: lax.dynamic_slice with a traced size
# expect: TypeError at line 11
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def sum_first_k(a, k):
    return jnp.sum(lax.dynamic_slice(a, (0,), (k,)))


sum_first_k(jnp.arange(3.0), 2)

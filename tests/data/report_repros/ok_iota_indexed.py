# Thread: https://github.com/jax-ml/jax/issues/553
# Shape: the maintainers' fix, lax.iota indexed by the tracer
# expect: ok
import jax.numpy as jnp
from jax import jit, lax


def fun(x):
    r = lax.iota(jnp.int32, x.shape[0])[x]
    return r


jit(fun)(jnp.array([0, 1, 2], dtype=jnp.int32))

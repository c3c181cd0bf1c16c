# Thread: https://github.com/jax-ml/jax/issues/13340
# Shape: a sparse identity built from a static shape and multiplied in a jitted solver step
# expect: ok
import jax
from jax import numpy as jnp
from jax.experimental import sparse


@jax.jit
def damped(A, lam):
    n = A.shape[0]
    I = sparse.eye(n)
    return A + lam * I.todense()


print(damped(jnp.ones([3, 3]), 0.5))

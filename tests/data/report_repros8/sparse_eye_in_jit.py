# Thread: https://github.com/jax-ml/jax/issues/13340
# Shape: jax.experimental.sparse.eye sized from an argument's static shape inside jit
# expect: ok
from jax import jit, numpy as jnp
from jax.experimental.sparse import eye


def f(A):
    n = A.shape[0]
    return eye(n)


A = jnp.ones([3, 3])
print(f(A))
print(jit(f)(A))

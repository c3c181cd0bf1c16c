# Thread: https://github.com/jax-ml/jax/issues/5280
# Shape: the suggested rewrite: the product over nonzero entries with the three-argument `where`
# expect: ok
import jax.numpy as jnp
from jax import jit


@jit
def f(a):
    return jnp.where(a != 0, a, 1).prod()


f(jnp.array([0, 1, 2]))

# Thread: https://github.com/jax-ml/jax/pull/2591
# Shape: print inside a vmapped function
# expect: printed-tracer at line 10
import jax.numpy as jnp
from jax import vmap


def f(x):
    y = x ** 2
    print(y)
    return y


vmap(f)(jnp.arange(4))

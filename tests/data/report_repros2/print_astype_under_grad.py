# Thread: https://github.com/jax-ml/jax/issues/9085
# Shape: printing `mu.astype(float)` inside a function differentiated with `grad`
# expect: printed-tracer at line 9
import jax
from jax import numpy as jnp


def func(mu):
    print(mu.astype(float))
    return mu


f = jax.grad(func)
print(f(jnp.array(5.0)))

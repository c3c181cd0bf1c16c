# Thread: https://github.com/jax-ml/jax/issues/3103
# Shape: a Python print in a lax.cond branch, expecting it to run only when the branch is taken
# expect: printed-tracer at line 9
from jax import lax
import jax.numpy as jnp


def positive_branch(x):
    print("taking positive branch with", x)
    return x * 2


def f(x):
    return lax.cond(x > 0, positive_branch, lambda x: x - 1, x)


f(jnp.array(2))

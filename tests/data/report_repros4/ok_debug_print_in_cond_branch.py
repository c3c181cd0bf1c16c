# Thread: https://github.com/jax-ml/jax/issues/3103
# Shape: the branch reports with jax.debug.print, which runs when the branch executes
# expect: ok
import jax
from jax import lax
import jax.numpy as jnp


def positive_branch(x):
    jax.debug.print("taking positive branch with {}", x)
    return x * 2


def f(x):
    return lax.cond(x > 0, positive_branch, lambda x: x - 1, x)


f(jnp.array(2))

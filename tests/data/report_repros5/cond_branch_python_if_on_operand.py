# Thread: https://github.com/jax-ml/jax/pull/26897
# Shape: a lax.cond branch function itself branches with Python `if` on its operand (both branches are traced)
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp
from jax import lax


def positive_branch(x):
    if x.sum() > 10.0:
        return x / 10.0
    return x


def negative_branch(x):
    return -x


def f(x):
    return lax.cond(x.sum() > 0, positive_branch, negative_branch, x)


print(f(jnp.array([1.0, 2.0])))

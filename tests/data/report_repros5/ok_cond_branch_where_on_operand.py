# Thread: https://github.com/jax-ml/jax/pull/26897
# Shape: the inner choice inside the branch uses jnp.where
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


def positive_branch(x):
    return jnp.where(x.sum() > 10.0, x / 10.0, x)


def negative_branch(x):
    return -x


def f(x):
    return lax.cond(x.sum() > 0, positive_branch, negative_branch, x)


print(f(jnp.array([1.0, 2.0])))

import jax
import jax.numpy as jnp

from cells import accumulate


def prefix_sums(xs):
    _, out = jax.lax.scan(accumulate, jnp.zeros(2), xs)
    return out


def run():
    return prefix_sums(jnp.arange(4.0))

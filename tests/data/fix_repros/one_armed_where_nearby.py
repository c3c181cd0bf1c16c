"""A one-armed if that rebinds a name computed with jnp.where just above it, in a scan body.

kind: where
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def body(c, x):
    y = jnp.where(x > 0, x, 0.0)
    if c > 2.0:
        y = y * 0.1
    c = c + y
    return c, y


@jax.jit
def run(xs):
    return lax.scan(body, 0.0, xs)


def main():
    return run(jnp.array([1.0, 2.0, -1.0, 3.0]))

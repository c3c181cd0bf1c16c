"""A scan body whose branches unpack a tuple from helpers (TracerBoolConversionError).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def grow(x):
    return x * 1.5, 1.0


def shrink(x):
    return x * 0.5, -1.0


def body(x, u):
    if u > 0:
        x, direction = grow(x)
    else:
        x, direction = shrink(x)
    return x, direction


@jax.jit
def run(x0, us):
    return lax.scan(body, x0, us)


def main():
    return run(1.0, jnp.array([1.0, -1.0, 2.0]))

"""A conditional expression on a traced value inside a scan body (TracerBoolConversionError).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def body(best, x):
    best = x if x > best else best
    return best, best


@jax.jit
def running_max(xs):
    return lax.scan(body, -jnp.inf, xs)[1]


def main():
    return running_max(jnp.array([1.0, 3.0, 2.0, 5.0]))

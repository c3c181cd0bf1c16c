"""Collecting scan-body values with list.append on an outer list (UnexpectedTracerError afterwards).

kind: leak
run: main()

Fixed since branch fixes27: the append runs in jax.debug.callback, once per step as the eager loop does
(unsafe), so the caller reads the same list.
"""
import jax
import jax.numpy as jnp
from jax import lax

history = []


def body(c, x):
    c = c + x
    history.append(c)
    return c, None


@jax.jit
def total(xs):
    c, _ = lax.scan(body, 0.0, xs)
    return c


def main():
    out = total(jnp.array([1.0, 2.0]))
    return out, jnp.stack(history)

"""Collecting scan-body values with list.append on an outer list (UnexpectedTracerError afterwards).

kind: leak
run: main()
xfail: refused class (leak through a global list): the caller reads the list, so the rewrite is not local; display-only advice shows the code
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

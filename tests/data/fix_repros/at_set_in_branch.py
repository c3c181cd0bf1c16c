"""Branches that update an array with .at[].set inside a fori body with a traced index test.

kind: where
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def body(i, buf):
    if i % 2 == 0:
        buf = buf.at[i].set(1.0)
    else:
        buf = buf.at[i].set(-1.0)
    return buf


@jax.jit
def alternate(n_buf):
    return lax.fori_loop(0, 4, body, n_buf)


def main():
    return alternate(jnp.zeros(4))

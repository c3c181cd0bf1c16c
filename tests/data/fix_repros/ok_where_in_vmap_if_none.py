"""Correct: `if bias is not None` on an optional argument inside jit and vmap.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


def dense(w, x, bias=None):
    y = w @ x
    if bias is not None:
        y = y + bias
    return y


@jax.jit
def batch(w, xs, b):
    return jax.vmap(lambda x: dense(w, x, b))(xs), jax.vmap(lambda x: dense(w, x))(xs)


def main():
    return batch(jnp.eye(2), jnp.ones((3, 2)), jnp.array([1.0, -1.0]))

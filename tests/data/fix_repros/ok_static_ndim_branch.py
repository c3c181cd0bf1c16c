"""Correct: branching on x.ndim (static under jit).

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def as_matrix(x):
    if x.ndim == 1:
        x = x[None, :]
    elif x.ndim == 0:
        x = x.reshape(1, 1)
    return x * 2.0


def main():
    return as_matrix(jnp.arange(3.0)), as_matrix(jnp.ones((2, 2)))

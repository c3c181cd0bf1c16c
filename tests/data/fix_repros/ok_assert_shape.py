"""Correct: assert on shapes inside jit.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def matvec(m, v):
    assert m.shape[1] == v.shape[0], "shape mismatch"
    return m @ v


def main():
    return matvec(jnp.eye(2), jnp.array([1.0, 2.0]))

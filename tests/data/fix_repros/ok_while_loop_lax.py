"""Correct: lax.while_loop with a tuple state, and an isinstance branch.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def halvings(x):
    if isinstance(x, tuple):
        x = x[0]
    def cond(state):
        return state[0] > 1.0
    def body(state):
        v, n = state
        return v / 2.0, n + 1
    return lax.while_loop(cond, body, (x, 0))


def main():
    return halvings(10.0)

"""Correct: a while on a Python int counter, array math in the body.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def smooth(x):
    i = 0
    while i < 3:
        x = 0.5 * (x + jnp.roll(x, 1))
        i += 1
    return x


def main():
    return smooth(jnp.array([1.0, 0.0, 0.0, 0.0]))

"""Collatz-style step count: while on a tracer with an if/else inside the body.

kind: while
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def main():
    return collatz_steps(6), collatz_steps(7)

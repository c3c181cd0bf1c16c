"""Count halvings until below one: while on a tracer with two carried names.

kind: while
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def halvings(x):
    steps = 0
    while x > 1.0:
        x = x / 2.0
        steps = steps + 1
    return steps, x


def main():
    return halvings(10.0), halvings(0.5)

"""Partial sum up to a traced count: `for i in range(n)` in jit (TracerIntegerConversionError).

kind: fori
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def prefix_sum(x, n):
    acc = 0.0
    for i in range(n):
        acc = acc + x[i]
    return acc


def main():
    x = jnp.arange(1.0, 6.0)
    return prefix_sum(x, 3), prefix_sum(x, 5)

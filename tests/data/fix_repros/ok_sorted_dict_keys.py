"""Correct: sorted() over a dict's keys, and max() over Python ints, in jit.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def weighted(params):
    total = 0.0
    width = max(len(k) for k in params)
    for k in sorted(params):
        total = total + jnp.sum(params[k]) * width
    return total


def main():
    return weighted({"b": jnp.ones(2), "a": jnp.arange(3.0)})

"""Clamp negatives with x.at[x < 0].set(0.0) in jit (NonConcreteBooleanIndexError).

kind: mask
run: main()
grad: jax.grad(lambda v: clamp(v).sum())(jnp.array([1.0, -2.0, 3.0]))
"""
import jax
import jax.numpy as jnp


@jax.jit
def clamp(x):
    x = x.at[x < 0].set(0.0)
    return x * 2.0


def main():
    return clamp(jnp.array([1.0, -2.0, 3.0]))

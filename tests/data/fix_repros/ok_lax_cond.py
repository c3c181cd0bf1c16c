"""Correct: lax.cond with operands.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def f(x):
    return lax.cond(x.sum() > 0, lambda v: v * 2.0, lambda v: -v, x)


def main():
    return f(jnp.array([1.0, 2.0])), f(jnp.array([-1.0, -2.0]))

"""Correct: .item() and float() on the result of a jitted function, outside the trace.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def loss(w):
    return jnp.sum(w ** 2)


def main():
    value = loss(jnp.array([1.0, 2.0]))
    return value.item() + float(value)

"""Correct: a static loop whose body uses jnp.where for the traced choice.

kind: ok
run: main()
grad: jax.grad(lambda v: clipped_sum(v))(jnp.array([0.5, 2.0, -3.0]))
"""
import jax
import jax.numpy as jnp


@jax.jit
def clipped_sum(x):
    total = 0.0
    for i in range(3):
        v = x[i]
        total = total + jnp.where(jnp.abs(v) > 1.0, jnp.sign(v), v)
    return total


def main():
    return clipped_sum(jnp.array([0.5, 2.0, -3.0]))

"""Correct: jnp.where with the double-where guard already in place.

kind: ok
run: main()
grad: jax.grad(lambda v: safe_log(v).sum())(jnp.array([0.0, 2.0]))
"""
import jax
import jax.numpy as jnp


@jax.jit
def safe_log(x):
    safe = jnp.where(x > 0, x, 1.0)
    return jnp.where(x > 0, jnp.log(safe), 0.0)


def main():
    return safe_log(jnp.array([0.0, 2.0]))

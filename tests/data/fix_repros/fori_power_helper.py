"""Repeated matrix application in a helper, the count comes from a jitted caller (TracerIntegerConversionError).

kind: fori
run: main()
"""
import jax
import jax.numpy as jnp


def apply_k_times(m, v, k):
    for _ in range(k):
        v = m @ v
        v = v / jnp.linalg.norm(v)
    return v


@jax.jit
def power_iteration(m, k):
    return apply_k_times(m, jnp.ones(m.shape[0]), k)


def main():
    m = jnp.array([[2.0, 1.0], [1.0, 3.0]])
    return power_iteration(m, 4)

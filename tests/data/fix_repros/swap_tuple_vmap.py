"""Sort a pair by swapping with tuple assignment in a branch, vmapped (TracerBoolConversionError).

kind: where
run: main()
reference: (jnp.array([1.0, -1.0]), jnp.array([2.0, 3.0]))
"""
import jax
import jax.numpy as jnp


def sort2(a, b):
    if a > b:
        a, b = b, a
    return a, b


@jax.jit
def sort_pairs(a, b):
    return jax.vmap(sort2)(a, b)


def main():
    return sort_pairs(jnp.array([2.0, -1.0]), jnp.array([1.0, 3.0]))

"""Polar-to-something with two names assigned in each branch, vmapped (TracerBoolConversionError).

kind: where
run: main()
reference: (jnp.array([1.0, 0.0, 4.0]), jnp.array([1.0, 0.0, 0.0]))
"""
import jax
import jax.numpy as jnp


def split(r):
    if r < 1.0:
        inner = r
        outer = 0.5 * r
    else:
        inner = r * r
        outer = 1.0 - r / 2.0 * 2.0 + 1.0
    return inner, outer


@jax.jit
def split_all(rs):
    return jax.vmap(split)(rs)


def main():
    return split_all(jnp.array([1.0, 0.0, 2.0]))

"""Gradient clipping written with an if on the norm, inside a jitted update (TracerBoolConversionError).

kind: where
run: main()
grad: jax.grad(lambda g: update(jnp.zeros(2), g).sum())(jnp.array([3.0, 4.0]))
"""
import jax
import jax.numpy as jnp


def clip(g, max_norm=1.0):
    if jnp.linalg.norm(g) > max_norm:
        g = g * max_norm / jnp.linalg.norm(g)
    return g


@jax.jit
def update(params, g):
    return params - 0.1 * clip(g)


def main():
    return update(jnp.zeros(2), jnp.array([3.0, 4.0])), update(jnp.zeros(2), jnp.array([0.3, 0.4]))

"""Quadrant code with an if nested in an if/else branch, vmapped over points (TracerBoolConversionError).

kind: where
run: main()
reference: jnp.array([1, 2, 3, 3])
"""
import jax
import jax.numpy as jnp


def quadrant(p):
    x, y = p[0], p[1]
    if x > 0:
        if y > 0:
            q = 1
        else:
            q = 2
    else:
        q = 3
    return q


@jax.jit
def quadrants(points):
    return jax.vmap(quadrant)(points)


def main():
    return quadrants(jnp.array([[1.0, 1.0], [1.0, -1.0], [-1.0, 1.0], [-1.0, -1.0]]))

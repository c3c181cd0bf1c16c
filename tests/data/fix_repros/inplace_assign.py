"""NumPy-style item assignment on a jax array in a jitted update (TypeError: JAX arrays are immutable).

kind: inplace
reference: jnp.array([-1.0, 1.0, 2.0, 3.0, -1.0])
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def set_boundary(u, value):
    u = u * 1.0
    u[0] = value
    u[-1] = value
    return u


def main():
    return set_boundary(jnp.arange(5.0), -1.0)

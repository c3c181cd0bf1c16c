import jax
import jax.numpy as jnp

import ops


def main():
    u = jnp.linspace(0.0, 1.0, 8)
    return jax.lax.fori_loop(0, 4, ops.relax_sweep, u)

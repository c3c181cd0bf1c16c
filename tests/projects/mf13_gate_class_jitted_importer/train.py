import jax
import jax.numpy as jnp

from gates import Gate


def run():
    gate = Gate(0.5)
    return jax.jit(gate)(jnp.ones(4))

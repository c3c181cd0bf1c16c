import jax
import jax.numpy as jnp

from pkg import dense

apply = jax.jit(dense)


def run():
    return apply(jnp.ones((3, 3)), jnp.ones(3), 2)

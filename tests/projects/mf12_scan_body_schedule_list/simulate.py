import jax
import jax.numpy as jnp

from dynamics import damped_step as body


def run():
    carry = (jnp.ones(3), jnp.zeros(3))
    _, path = jax.lax.scan(body, carry, jnp.arange(5))
    return path

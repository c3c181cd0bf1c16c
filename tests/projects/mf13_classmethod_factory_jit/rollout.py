import jax
import jax.numpy as jnp

from policy import Policy


def run():
    policy = Policy.create(3)
    return jax.jit(policy.act)(jnp.ones(3))

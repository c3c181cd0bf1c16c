import jax
import jax.numpy as jnp

from agent import exploit, explore


@jax.jit
def act(q, u, eps):
    return jax.lax.cond(u < eps, explore, exploit, q)


def run():
    return act(jnp.array([0.1, 0.7, 0.2]), 0.5, 0.1)

import jax
import jax.numpy as jnp

from layers import dense, dropout


@jax.jit
def forward(params, x, rate):
    return dropout(dense(params, x), rate)


def run():
    params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
    return forward(params, jnp.ones((4, 3)), 0.1)

import equinox as eqx
import jax
import jax.numpy as jnp

from model import Block


@eqx.filter_jit
def forward(block, xs):
    return jax.vmap(block)(xs)


def run():
    block = Block(jnp.ones((2, 3)), 2.0)
    return forward(block, jnp.ones((4, 3)))

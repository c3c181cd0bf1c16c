from functools import partial

import jax
import jax.numpy as jnp

from opt import sgd


@jax.jit
def apply(params, grads):
    return jax.tree.map(partial(sgd.leaf_update, lr=0.1, clip=1.0), params, grads)


def run():
    params = {"w": jnp.ones(3), "b": jnp.zeros(2)}
    grads = {"w": jnp.array([0.5, 2.0, -3.0]), "b": jnp.ones(2)}
    return apply(params, grads)

from functools import partial

import jax
import jax.numpy as jnp

from utils import clip_leaf


def loss(params, x):
    return jnp.sum((x @ params["w"] + params["b"]) ** 2)


@jax.jit
def step(params, x):
    grads = jax.grad(loss)(params, x)
    grads = jax.tree.map(partial(clip_leaf, limit=1.0), grads)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)


def run():
    params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
    return step(params, jnp.ones((4, 3)))

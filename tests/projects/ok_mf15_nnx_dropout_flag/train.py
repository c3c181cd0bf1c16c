from functools import partial

import jax
import jax.numpy as jnp

from nn import Dropout, Linear, Sequential

model = Sequential(Linear(4, 8), Dropout(0.5), Linear(8, 1))


def loss_fn(params, x, y, key, deterministic):
    pred = model(params, x, key=key, deterministic=deterministic)
    return jnp.mean((pred - y) ** 2)


@partial(jax.jit, static_argnames="deterministic")
def train_step(params, x, y, key, deterministic):
    grads = jax.grad(loss_fn)(params, x, y, key, deterministic)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)


def run():
    params = model.init(jax.random.key(0))
    x, y = jnp.ones((16, 4)), jnp.ones((16, 1))
    return train_step(params, x, y, jax.random.key(1), False)

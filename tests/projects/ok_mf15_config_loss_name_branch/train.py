import jax
import jax.numpy as jnp

import losses
from configs.default import get_config

cfg = get_config()
loss = losses.get_loss(cfg.loss)


def objective(w, x, y):
    return loss(x @ w, y, cfg.delta)


update = jax.jit(lambda w, x, y: w - cfg.learning_rate * jax.grad(objective)(w, x, y))


def run():
    w = jnp.zeros((3, 1))
    x, y = jnp.ones((6, 3)), jnp.ones((6, 1))
    return update(w, x, y)

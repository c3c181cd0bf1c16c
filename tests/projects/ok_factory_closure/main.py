from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp

from losses import mse


@dataclass(frozen=True)
class Config:
    squared: bool = True
    lr: float = 0.1


def make_step(cfg):
    grad_fn = jax.grad(partial(mse, cfg=cfg))
    steps = range(2)

    @jax.jit
    def step(params, x, y):
        for _ in steps:
            params = params - cfg.lr * grad_fn(params, x, y)
        return params

    return step


def run():
    step = make_step(Config())
    return step(jnp.ones(3), jnp.ones((4, 3)), jnp.zeros(4))

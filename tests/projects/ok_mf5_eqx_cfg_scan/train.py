from functools import partial

import equinox as eqx
import jax
import jax.numpy as jnp

import model
from config import RNNConfig


@partial(jax.jit, static_argnums=1)
def simulate(key, cfg):
    k_cell, k_x = jax.random.split(key)
    cell = model.cell.Cell(cfg.hidden, cfg.use_skip, k_cell)
    xs = jax.random.normal(k_x, (cfg.steps, cfg.hidden))
    total = 0.0
    for t in range(cfg.steps):
        total = total + xs[t].sum()
    h, ys = model.unroll(cell, xs)
    if cfg.use_skip:
        h = h * 0.5
    return h, ys, total


def run():
    cfg = RNNConfig()
    h, ys, total = simulate(jax.random.PRNGKey(0), cfg)
    assert h.shape == (cfg.hidden,) and ys.shape == (cfg.steps,)
    return h

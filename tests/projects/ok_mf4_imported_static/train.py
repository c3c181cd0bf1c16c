import jax
import jax.numpy as jnp

from config import Scales, TrainConfig
from model import update

fit = jax.jit(update, static_argnames="cfg")


def run():
    kx, _ = jax.random.split(jax.random.key(0))
    x = jax.random.normal(kx, (8, 2))
    y = x.sum(axis=1)
    scales = Scales(weight=1.0, bias=0.0)
    cfg = TrainConfig(lr=0.1, steps=3)
    w = jnp.zeros(2)
    w = fit(w, x, y, scales, cfg=cfg)
    w = fit(w, x, y, scales, cfg=cfg)
    return w

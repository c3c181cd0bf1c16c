import jax
import jax.numpy as jnp

from config import TrainConfig
from data import make_batch
from model import update

fit = jax.jit(update, static_argnames="cfg")


def run():
    x, y = make_batch(jax.random.key(0), 8)
    cfg = TrainConfig(lr=0.1, steps=3)
    return fit(jnp.zeros(2), x, y, cfg=cfg)  # expect: JAX810

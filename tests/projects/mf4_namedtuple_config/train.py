import jax
import jax.numpy as jnp

from config import Config
from model import apply


def run():
    cfg = Config(depth=3, width=4)
    params = jnp.ones((cfg.depth, cfg.width))
    x = jnp.ones(cfg.width)
    return jax.jit(apply)(params, x, cfg)

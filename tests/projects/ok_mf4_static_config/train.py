import jax.numpy as jnp

from config import Config
from model import forward


def run():
    cfg = Config(depth=2)
    ws = [jnp.eye(6), jnp.eye(6)]
    out = forward(ws, jnp.ones((2, 2, 3)), cfg=cfg)
    assert out.shape == (2, 6)
    return out

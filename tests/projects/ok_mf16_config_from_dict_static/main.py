import jax.numpy as jnp

from config import ModelConfig
from model import forward


def main():
    cfg = ModelConfig.from_dict({"width": 4, "depth": 2})
    params = [jnp.ones((4, 4)) * 0.1 for _ in range(cfg.depth)]
    return forward(params, jnp.ones((2, 4)), cfg=cfg)

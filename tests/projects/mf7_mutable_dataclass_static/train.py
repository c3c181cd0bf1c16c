import jax.numpy as jnp

from experiment import load_config
from model import forward, init


def run():
    cfg = load_config(hidden=3)
    params = init(cfg, 2)
    return forward(params, jnp.ones((5, 2)), cfg=cfg)  # expect: JAX810

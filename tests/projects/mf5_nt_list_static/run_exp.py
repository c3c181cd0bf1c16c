import jax.numpy as jnp

from cfg import ModelConfig
from model import forward


def run():
    config = ModelConfig(widths=[8, 4, 2])
    x = jnp.ones((3, 8))
    return forward(x, config=config)  # expect: JAX810

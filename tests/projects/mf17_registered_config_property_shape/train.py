import jax
import jax.numpy as jnp

import model
from config import ModelConfig


def main():
    cfg = ModelConfig(width=3)
    params = model.init(jax.random.key(0), cfg)
    forward = jax.jit(model.forward)
    return forward(params, jnp.ones((2, 3)), cfg)

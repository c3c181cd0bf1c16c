import jax
import jax.numpy as jnp

import model
from config import NetConfig

forward = jax.jit(model.forward)


def run():
    cfg = NetConfig(scale=0.3, n_layers=2)
    return forward(jnp.eye(3), jnp.ones((2, 3)), cfg)

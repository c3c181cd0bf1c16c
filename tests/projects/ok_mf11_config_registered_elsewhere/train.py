import jax
import jax.numpy as jnp

import model
import pytrees  # noqa: F401  (registers ModelConfig)
from config import ModelConfig

forward = jax.jit(model.forward)


def run():
    cfg = ModelConfig(hidden=3)
    params = [jnp.eye(3)] * cfg.depth
    return forward(params, jnp.ones((2, 3)), cfg)

import jax
import jax.numpy as jnp

import sampler
from config import default_config


def run():
    cfg = default_config()
    logits = jnp.arange(5.0)
    return sampler.sample(logits, jax.random.key(0), cfg=cfg)  # expect: JAX810

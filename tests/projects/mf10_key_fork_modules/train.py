import jax
import jax.numpy as jnp

import rng
from data import jitter
from models import init_linear


def setup(seed):
    key = jax.random.key(seed)
    key, init_key = rng.fork(key)
    params = init_linear(init_key, 3, 2)
    x = jitter(init_key, jnp.ones((4, 3)))  # expect: JAX320
    return params, x, key

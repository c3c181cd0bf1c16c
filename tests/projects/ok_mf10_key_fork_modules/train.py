import jax
import jax.numpy as jnp

import rng
from data import jitter
from models import init_linear


def setup(seed):
    key = jax.random.key(seed)
    key, init_key, data_key = rng.fork(key, 3)
    params = init_linear(init_key, 3, 2)
    x = jitter(data_key, jnp.ones((4, 3)))
    return params, x, key

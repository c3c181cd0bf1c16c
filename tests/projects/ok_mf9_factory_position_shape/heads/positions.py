import math

import jax.numpy as jnp


def add_positions(tokens, table):
    n_tokens = math.prod(tokens.shape[:-1])
    flat = tokens.reshape(n_tokens, tokens.shape[-1])
    scale = jnp.sqrt(jnp.float32(tokens.shape[-1]))
    return flat * scale + table[:n_tokens]

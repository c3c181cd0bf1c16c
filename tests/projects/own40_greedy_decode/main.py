from functools import partial

import jax
import jax.numpy as jnp

from lm.decode import greedy_decode
from lm.model import init_lm


def main():
    params = init_lm(jax.random.PRNGKey(0), vocab=11, dim=8)
    decode = jax.jit(partial(greedy_decode, max_len=12, eos_id=0))
    tokens, length = decode(params, jnp.array([3, 5, 7]))
    return int(length) + int(tokens.sum())

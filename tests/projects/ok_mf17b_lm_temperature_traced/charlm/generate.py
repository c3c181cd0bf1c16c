from functools import partial

import jax
from jax import lax

from .model import next_logits
from .sampling import sample_token


@partial(jax.jit, static_argnames=("length", "temperature"))
def generate(params, key, first_token, length, temperature=1.0):
    def body(token, k):
        nxt = sample_token(k, next_logits(params, token), temperature)
        return nxt, nxt

    _, tokens = lax.scan(body, first_token, jax.random.split(key, length))
    return tokens

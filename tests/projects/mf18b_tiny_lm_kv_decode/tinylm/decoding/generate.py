"""Prefill the cache with the prompt, then decode one token at a time inside a fori_loop."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from ..model import forward, init_cache


def sample_token(key, logits, temperature, top_k):
    top_logits, top_ids = lax.top_k(logits / temperature, top_k)
    choice = jax.random.categorical(key, top_logits)
    return jnp.take_along_axis(top_ids, choice[:, None], axis=-1)[:, 0]


@partial(jax.jit, static_argnums=(2,))
def generate(params, prompt, cfg, max_new_tokens, key, temperature=1.0):
    B, T = prompt.shape
    tokens = jnp.zeros((B, T + max_new_tokens), jnp.int32)  # expect: JAX202
    tokens = lax.dynamic_update_slice(tokens, prompt, (0, 0))
    cache = init_cache(cfg, B, cfg.max_len)
    logits, cache = forward(params, prompt, cfg, cache, 0)

    def body(i, carry):
        tokens, cache, last_logits, key = carry
        key, sub = jax.random.split(key)
        next_token = sample_token(sub, last_logits, temperature, cfg.top_k)
        pos = T + i
        tokens = tokens.at[:, pos].set(next_token)
        logits, cache = forward(params, next_token[:, None], cfg, cache, pos)
        return tokens, cache, logits[:, -1], key

    tokens, *_ = lax.fori_loop(0, max_new_tokens, body, (tokens, cache, logits[:, -1], key))
    return tokens

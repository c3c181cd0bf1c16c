import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("cfg",))
def sample(logits, key, cfg):
    logits = logits / cfg.temperature
    if cfg.logit_bias is not None:
        logits = logits + cfg.logit_bias
    top, idx = jax.lax.top_k(logits, cfg.top_k)
    return idx[jax.random.categorical(key, top)]

import jax
import jax.numpy as jnp


def init_lm(key, vocab, dim):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (vocab, dim)) * 0.1, "out": jax.random.normal(k2, (dim, vocab)) * 0.1}


def next_logits(params, tokens, length):
    mask = (jnp.arange(tokens.shape[0]) < length)[:, None]
    h = jnp.sum(params["embed"][tokens] * mask, axis=0) / length
    return h @ params["out"]

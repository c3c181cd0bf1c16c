import jax
import jax.numpy as jnp

from modes import Mode


def apply(params, x, key, mode):
    h = jnp.tanh(x @ params["w"])
    if mode is Mode.TRAIN:
        keep = jax.random.bernoulli(key, 0.9, h.shape)
        h = jnp.where(keep, h / 0.9, 0.0)
    return h @ params["v"]

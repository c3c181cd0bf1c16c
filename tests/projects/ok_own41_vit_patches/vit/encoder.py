import jax
import jax.numpy as jnp

from .patches import patchify


def encode(params, images, patch=4):
    tokens = patchify(images, patch) @ params["proj"]
    attn = jax.nn.softmax(tokens @ tokens.transpose(0, 2, 1) / jnp.sqrt(tokens.shape[-1]))
    return (attn @ tokens).mean(axis=1)

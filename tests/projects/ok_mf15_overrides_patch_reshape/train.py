from functools import partial

import jax
import jax.numpy as jnp

from conf import compose
from model.patchify import patchify


@partial(jax.jit, static_argnames="patch")
def embed(images, w, patch):
    return patchify(images, patch) @ w


def main(overrides):
    cfg = compose(overrides)
    p = cfg["model"]["patch"]
    images = jnp.ones((2, 8, 8, 3))
    w = jnp.ones((p * p * 3, cfg["model"]["dim"]))
    return embed(images, w, p)

from functools import partial

import jax
import jax.numpy as jnp

from vit.config import ViTConfig
from vit.patches import patchify


@partial(jax.jit, static_argnums=0)
def embed(cfg, w, image):
    return patchify(cfg, image) @ w


def main():
    cfg = ViTConfig()
    image = jnp.ones((16, 16, 3))
    w = jnp.ones((cfg.patch * cfg.patch * 3, cfg.dim))
    return embed(cfg, w, image)


if __name__ == "__main__":
    print(main().shape)

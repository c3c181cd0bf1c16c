import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class ViTConfig:
    patch: int = 4
    dim: int = 8


def patch_grid(cfg, image_shape):
    """How many patches fit along the height and the width."""
    return jnp.array(image_shape[:2]) // cfg.patch

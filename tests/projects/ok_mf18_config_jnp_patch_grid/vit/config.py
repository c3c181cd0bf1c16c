import dataclasses


@dataclasses.dataclass(frozen=True)
class ViTConfig:
    patch: int = 4
    dim: int = 8


def patch_grid(cfg, image_shape):
    """How many patches fit along the height and the width."""
    return image_shape[0] // cfg.patch, image_shape[1] // cfg.patch

# Thread: https://github.com/jax-ml/jax/pull/4415
# Shape: an image-warping helper builds its coordinate grid with jnp.indices from a GridSpec NamedTuple handed to the jitted warp as an ordinary argument, so its height and width are tracers
# expect: ConcretizationTypeError at line 16
from typing import NamedTuple

import jax
import jax.numpy as jnp


class GridSpec(NamedTuple):
    height: int
    width: int


def coordinate_grid(spec):
    rows, cols = jnp.indices((spec.height, spec.width))
    return jnp.stack([rows, cols], axis=-1).astype(jnp.float32)


@jax.jit
def warp_offsets(spec, shift):
    grid = coordinate_grid(spec)
    return grid + shift


print(warp_offsets(GridSpec(3, 4), jnp.array([0.5, -0.5])).shape)

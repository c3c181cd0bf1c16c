# Thread: https://github.com/jax-ml/jax/pull/4415
# Shape: the GridSpec NamedTuple of Python ints is a static (hashable) argument, so jnp.indices gets concrete dimensions
# expect: ok
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class GridSpec(NamedTuple):
    height: int
    width: int


def coordinate_grid(spec):
    rows, cols = jnp.indices((spec.height, spec.width))
    return jnp.stack([rows, cols], axis=-1).astype(jnp.float32)


@partial(jax.jit, static_argnums=0)
def warp_offsets(spec, shift):
    grid = coordinate_grid(spec)
    return grid + shift


print(warp_offsets(GridSpec(3, 4), jnp.array([0.5, -0.5])).shape)

# Thread: https://github.com/google/jax-cfd/issues/226
# Shape: a grids module builds its Array type alias as a Union including the removed jnp.DeviceArray
# expect: AttributeError at line 9
from typing import Tuple, Union

import jax.numpy as jnp
import numpy as np

Array = Union[np.ndarray, jnp.DeviceArray]


def staggered_mesh(shape: Tuple[int, int], step: float) -> Tuple[Array, Array]:
    xs = (jnp.arange(shape[0]) + 0.5) * step
    ys = (jnp.arange(shape[1]) + 0.5) * step
    return jnp.meshgrid(xs, ys, indexing="ij")


x, y = staggered_mesh((4, 3), 0.25)
print(x.shape, y.shape)

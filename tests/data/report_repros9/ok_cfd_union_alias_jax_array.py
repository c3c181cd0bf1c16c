# Thread: https://github.com/google/jax-cfd/issues/226
# Shape: the alias names jax.Array
# expect: ok
from typing import Tuple, Union

import jax
import jax.numpy as jnp
import numpy as np

Array = Union[np.ndarray, jax.Array]


def staggered_mesh(shape: Tuple[int, int], step: float) -> Tuple[Array, Array]:
    xs = (jnp.arange(shape[0]) + 0.5) * step
    ys = (jnp.arange(shape[1]) + 0.5) * step
    return jnp.meshgrid(xs, ys, indexing="ij")


x, y = staggered_mesh((4, 3), 0.25)
print(x.shape, y.shape)

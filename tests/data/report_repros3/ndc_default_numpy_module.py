# Thread: https://github.com/google-research/multinerf/pull/62
# Shape: a camera helper takes the array module as `xnp=np`; the jitted train step forgets to pass `xnp`
# expect: TracerArrayConversionError at line 15
import functools

import jax
import jax.numpy as jnp
import numpy as np


def convert_to_ndc(origins, directions, focal, near=1.0, xnp=np):
    t = -(near + origins[..., 2]) / directions[..., 2]
    origins = origins + t[..., None] * directions
    ox, oy, oz = xnp.moveaxis(origins, -1, 0)
    return xnp.stack([-focal * ox / oz, -focal * oy / oz, 1 + 2 * near / oz], -1)


class Config:
    cast_rays_in_train_step = True
    focal = 1.5


@functools.partial(jax.jit, static_argnums=0)
def train_step(config, origins, directions):
    if config.cast_rays_in_train_step:
        origins = convert_to_ndc(origins, directions, config.focal)
    return jnp.mean(origins ** 2)


train_step(Config(), jnp.ones((4, 3)), jnp.ones((4, 3)))

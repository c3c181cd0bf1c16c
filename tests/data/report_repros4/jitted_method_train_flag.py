# Thread: https://github.com/ShaneFlandermeyer/tdmpc2-jax/issues/8
# Shape: a method jitted with `self` static takes a `train` flag and branches on it
# expect: TracerBoolConversionError at line 18
from functools import partial

import jax
import jax.numpy as jnp


class WorldModel:
    def __init__(self, dim):
        self.dim = dim

    @partial(jax.jit, static_argnums=(0,))
    def Q(self, z, a, params, train):
        z = jnp.concatenate([z, a], axis=-1)
        h = z @ params["w"]
        if train:
            h = (h - h.mean(0)) / (h.std(0) + 1e-5)
        return h.sum(-1)


model = WorldModel(4)
q = model.Q(jnp.ones((3, 2)), jnp.ones((3, 2)), {"w": jnp.ones((4, 5))}, True)

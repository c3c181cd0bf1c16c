import jax
import jax.numpy as jnp

import layers

block = jax.checkpoint(layers.residual)


def forward(params, x):
    for w in params:
        x = block(w, x)
    return jnp.sum(x, axis=-1)


def init(key, depth, width):
    keys = jax.random.split(key, depth)
    return [layers.init_layer(k, width) for k in keys]

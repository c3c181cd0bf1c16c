from functools import partial

import jax

import layers


@partial(jax.jit, static_argnames="cfg")
def forward(ws, x, cfg):
    x = layers.flatten(x)
    for i in range(cfg.depth):
        x = layers.block(ws[i], x, cfg.use_bias)
    return x

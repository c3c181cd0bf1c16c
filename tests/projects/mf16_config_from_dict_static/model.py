from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def forward(params, x, cfg):
    for i in range(cfg.depth):
        x = jnp.tanh(x @ params[i])
    return x

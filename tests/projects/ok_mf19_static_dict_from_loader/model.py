from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="cfg")
def forward(params, x, cfg):
    cfg = dict(cfg)
    act = getattr(jnp, cfg["activation"])
    for w in params[: cfg["depth"]]:
        x = act(x @ w)
    return x

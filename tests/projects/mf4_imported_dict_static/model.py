from functools import partial

import jax


@partial(jax.jit, static_argnames=("cfg",))
def affine(x, cfg):
    return x * cfg["scale"] + cfg["shift"]

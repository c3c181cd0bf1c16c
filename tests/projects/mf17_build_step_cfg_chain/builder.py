import jax

from step import make_update


def build_step(cfg):
    return jax.jit(make_update(cfg))

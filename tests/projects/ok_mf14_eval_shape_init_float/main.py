import functools

import jax

import model
from config import CONFIG


def run():
    shapes = jax.eval_shape(functools.partial(model.init, cfg=CONFIG), jax.random.key(0))
    return jax.tree_util.tree_map(lambda s: s.shape, shapes)

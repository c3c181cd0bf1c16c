from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class Optimizer(NamedTuple):
    init: Callable
    update: Callable


def sgd_warmup(lr, warmup):
    def init_fn(params):
        return jnp.zeros((), jnp.int32)

    def update_fn(grads, count):
        scale = lr * jnp.minimum(1.0, (count + 1) / warmup)
        return jax.tree_util.tree_map(lambda g: -scale * g, grads), count + 1

    return Optimizer(init_fn, update_fn)

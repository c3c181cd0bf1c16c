import dataclasses
from typing import Any, Callable

import jax
import jax.numpy as jnp

from . import struct


@struct.dataclass
class TrainState:
    step: Any
    params: Any
    apply_fn: Callable = struct.field(pytree_node=False)
    lr: float = struct.field(pytree_node=False, default=0.1)

    @classmethod
    def create(cls, *, apply_fn, params, lr=0.1):
        return cls(step=jnp.zeros((), jnp.int32), params=params, apply_fn=apply_fn, lr=lr)

    def apply_gradients(self, grads):
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, self.params, grads)
        return dataclasses.replace(self, step=self.step + 1, params=params)

# Thread: https://github.com/google/flax/issues/4156
# Shape: a frozen-dataclass module wrapper (the ToLinen bridge) stores the wrapped layer's constructor kwargs as a dict; the wrapper is a static argument of the jitted apply, and hashing it fails on the dict field
# expect: ValueError at line 36
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, features, use_bias=True):
        self.features = features
        self.use_bias = use_bias

    def __call__(self, x):
        y = jnp.ones((x.shape[-1], self.features)).T @ x
        return y + 1.0 if self.use_bias else y


@dataclasses.dataclass(frozen=True)
class ToLinen:
    module_cls: type
    args: tuple = ()
    kwargs: dict = dataclasses.field(default_factory=dict)

    def build(self):
        return self.module_cls(*self.args, **self.kwargs)


@partial(jax.jit, static_argnums=0)
def apply(wrapper, x):
    return wrapper.build()(x)


print(apply(ToLinen(Dense, (3,), {"use_bias": False}), jnp.ones(2)))

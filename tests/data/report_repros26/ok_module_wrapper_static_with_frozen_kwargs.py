# Thread: https://github.com/google/flax/issues/4156
# Shape: the wrapper freezes its kwargs into a tuple of items in __post_init__ (as the fix does with a FrozenDict), so the static wrapper hashes
# expect: ok
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
    kwargs: tuple = ()

    def __post_init__(self):
        object.__setattr__(self, "kwargs", tuple(sorted(dict(self.kwargs).items())))

    def build(self):
        return self.module_cls(*self.args, **dict(self.kwargs))


@partial(jax.jit, static_argnums=0)
def apply(wrapper, x):
    return wrapper.build()(x)


print(apply(ToLinen(Dense, (3,), {"use_bias": False}), jnp.ones(2)))

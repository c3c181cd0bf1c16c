# Thread: https://github.com/jax-ml/jax/issues/9672
# Shape: a `@dataclass` layer jits its own method with `static_argnums=(0,)`, the thread's pattern for a method jitted once; `@dataclass` sets `__eq__` and so removes `__hash__`, and jit cannot hash `self`
# expect: ValueError at line 23
from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass
class Affine:
    scale: float
    shift: float

    @partial(jax.jit, static_argnums=(0,))
    def f(self, a, b, c):
        return self.scale * (a + b + c) + self.shift


x = Affine(2.0, 1.0)
for i in range(3):
    print(x.f(jnp.ones(2), jnp.ones(2), jnp.float32(i)))

# Thread: https://github.com/jax-ml/jax/issues/9248
# Shape: the same method with `self` marked static (`static_broadcasted_argnums=0`), so only the data argument is mapped
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


class A:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.pmap, static_broadcasted_argnums=0)
    def f(self, x):
        return x * self.scale


a = A(2.0)
y = a.f(jnp.ones((jax.local_device_count(), 3)))
print(y)

# Thread: https://github.com/jax-ml/jax/issues/17158
# Shape: a layer class jits its `apply` method with `static_argnums=(1,)` meaning the `negate` flag, but `self` is argument 0 of the method, so jit marks `x` static and tries to trace `self`, an instance of a plain class: TypeError when the method is called
# expect: TypeError at line 21
from functools import partial

import jax
import jax.numpy as jnp


class SignedLayer:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=(1,))
    def apply(self, x, negate):
        y = self.scale * x
        return -y if negate else y


def forward(layer, batch):
    return layer.apply(batch, True)


layer = SignedLayer(2.0)
batch = jnp.array([1.0, 2.0])
print(forward(layer, batch))

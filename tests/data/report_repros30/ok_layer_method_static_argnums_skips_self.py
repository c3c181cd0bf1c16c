# Thread: https://github.com/jax-ml/jax/issues/17158
# Shape: the fix the thread gives: `self` is static too (`static_argnums=(0, 2)`), so the flag is argument 2 of the method and the layer (hashable by identity) is a compile-time constant
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


class SignedLayer:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=(0, 2))
    def apply(self, x, negate):
        y = self.scale * x
        return -y if negate else y


def forward(layer, batch):
    return layer.apply(batch, True)


layer = SignedLayer(2.0)
batch = jnp.array([1.0, 2.0])
print(forward(layer, batch))

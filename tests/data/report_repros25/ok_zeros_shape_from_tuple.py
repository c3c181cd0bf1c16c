# Thread: https://github.com/google/flax/pull/1258
# Shape: the shape is a Python tuple built from `x.shape`, which is static under jit
# expect: ok
import jax
import jax.numpy as jnp


class Pad:
    def __init__(self, features):
        self.features = features

    def __call__(self, x):
        shape = x.shape[:-1] + (self.features,)
        pad = jnp.zeros(shape, x.dtype)
        return jnp.concatenate([x, pad], axis=-1)


layer = Pad(3)
print(jax.jit(layer.__call__)(jnp.ones((2, 4))).shape)

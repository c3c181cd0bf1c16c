# Thread: https://github.com/google/flax/pull/1258
# Shape: a layer builds its output shape as a jnp array (`jnp.array(x.shape[:-1]) ...`) and hands it to jnp.zeros; under jit the jnp array is a tracer, and a shape must be concrete integers
# expect: TypeError at line 14
import jax
import jax.numpy as jnp


class Pad:
    def __init__(self, features):
        self.features = features

    def __call__(self, x):
        shape = jnp.concatenate([jnp.array(x.shape[:-1]), jnp.array([self.features])])
        pad = jnp.zeros(shape, x.dtype)
        return jnp.concatenate([x, pad], axis=-1)


layer = Pad(3)
print(jax.jit(layer.__call__)(jnp.ones((2, 4))).shape)

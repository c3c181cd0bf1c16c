# Thread: https://github.com/EiffL/Quarks2CosmosDataChallenge/pull/6
# Shape: a decoder's `__call__` builds its channel table with `jnp.array` and sizes a layer from it
# expect: TypeError at line 11
import jax
import jax.numpy as jnp


class Decoder:
    def __call__(self, z):
        channels = jnp.array([4, 8])
        w = jnp.ones((z.shape[-1], channels[1]))
        return z @ w


jax.jit(Decoder())(jnp.ones((2, 3)))

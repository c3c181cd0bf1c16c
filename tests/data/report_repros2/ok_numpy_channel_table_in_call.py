# Thread: https://github.com/EiffL/Quarks2CosmosDataChallenge/pull/6
# Shape: the fix: the channel table is a NumPy array, so its entries stay concrete
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Decoder:
    def __call__(self, z):
        channels = np.array([4, 8])
        w = jnp.ones((z.shape[-1], channels[1]))
        return z @ w


jax.jit(Decoder())(jnp.ones((2, 3)))

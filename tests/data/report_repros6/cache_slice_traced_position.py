# Thread: https://github.com/AakashKumarNain/mistral_jax/issues/1
# Shape: a KV-cache helper slices x.at[:pos].get() while the decode step passes a traced position
# expect: IndexError at line 15
from functools import partial

import jax
import jax.numpy as jnp


class Attention:
    def __init__(self, n_rep):
        self.n_rep = n_rep

    def get_cache_slice(self, x, pos, kv_repeats):
        x_slice = x.at[:pos, :, :].get()
        x_slice = jnp.repeat(x_slice, kv_repeats, axis=1)
        return x_slice

    @partial(jax.jit, static_argnums=(0,))
    def decode(self, cache, pos):
        return self.get_cache_slice(cache, pos, self.n_rep).sum()


print(Attention(2).decode(jnp.ones((8, 2, 4)), 3))

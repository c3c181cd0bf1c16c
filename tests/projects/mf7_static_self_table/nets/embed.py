from functools import partial

import jax
import jax.numpy as jnp


class PositionalEmbedder:
    def __init__(self, vocab, dim, max_len=8):
        self.table = jax.random.normal(jax.random.PRNGKey(0), (vocab, dim))
        self.scales = [1.0 / (1 + i) for i in range(max_len)]

    @partial(jax.jit, static_argnums=0)
    def embed(self, ids, pos):
        return self.table[ids] * self.scales[pos]  # expect: JAX201

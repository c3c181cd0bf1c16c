"""Per-layer key/value buffers written in place (functionally) at the decode position."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class KVCache(NamedTuple):
    k: jax.Array  # [B, max_len, H, Dh]
    v: jax.Array

    def update(self, k_new, v_new, start):
        k = lax.dynamic_update_slice(self.k, k_new.astype(self.k.dtype), (0, start, 0, 0))
        v = lax.dynamic_update_slice(self.v, v_new.astype(self.v.dtype), (0, start, 0, 0))
        return KVCache(k, v)


def init_cache(cfg, batch, max_len, dtype=jnp.float32):
    shape = (batch, max_len, cfg.n_heads, cfg.head_dim)
    return [KVCache(jnp.zeros(shape, dtype), jnp.zeros(shape, dtype)) for _ in range(cfg.n_layers)]

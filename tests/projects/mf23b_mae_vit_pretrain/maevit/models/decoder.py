import jax
import jax.numpy as jnp
import numpy as np

from ..patching import sincos_positions
from .layers import Block, Dense


class MAEDecoder:
    def __init__(self, dim, decoder_dim, depth, num_patches, patch_dim):
        self.inp, self.out = Dense(dim, decoder_dim), Dense(decoder_dim, patch_dim)
        self.positions = sincos_positions(num_patches, decoder_dim)
        self.blocks = [Block(decoder_dim) for _ in range(depth)]

    def init(self, key):
        keys = jax.random.split(key, len(self.blocks) + 3)
        return {"inp": self.inp.init(keys[0]), "out": self.out.init(keys[1]),
                "mask_token": 0.02 * jax.random.normal(keys[2], (self.inp.d_out,)),
                "blocks": [b.init(k) for b, k in zip(self.blocks, keys[3:])]}

    def apply(self, p, kept, restore):
        x = self.inp.apply(p["inp"], kept)
        b, keep, d = x.shape
        n = restore.shape[1]
        filler = jnp.broadcast_to(p["mask_token"], (b, n - keep, d))
        x = jnp.take_along_axis(jnp.concatenate([x, filler], axis=1), restore[..., None], axis=1)
        x = x + self.positions
        for block, bp in zip(self.blocks, p["blocks"]):
            x = block.apply(bp, x)
        x = x / np.linalg.norm(x, axis=-1, keepdims=True)  # expect: JAX501
        return self.out.apply(p["out"], x)

from ..patching import sincos_positions
from .layers import Block, Dense, LayerNorm


class ViTEncoder:
    def __init__(self, patch_dim, num_patches, dim, depth):
        self.embed = Dense(patch_dim, dim)
        self.positions = sincos_positions(num_patches, dim)
        self.blocks = []
        for _ in range(depth):
            self.blocks.append(Block(dim))
        self.norm = LayerNorm()

    def init(self, key):
        import jax
        keys = jax.random.split(key, len(self.blocks) + 1)
        return {"embed": self.embed.init(keys[0]), "blocks": [b.init(k) for b, k in zip(self.blocks, keys[1:])]}

    def embed_patches(self, p, patches):
        return self.embed.apply(p["embed"], patches) + self.positions

    def apply(self, p, tokens):
        for block, bp in zip(self.blocks, p["blocks"]):
            tokens = block.apply(bp, tokens)
        return self.norm.apply({}, tokens)

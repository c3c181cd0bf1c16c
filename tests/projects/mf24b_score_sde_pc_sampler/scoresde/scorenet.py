"""A score network s(x, t) for low-dimensional data, its blocks built in a loop."""
import jax

from .blocks import ResBlock, dense, dense_init, time_embedding


class ScoreNet:
    def __init__(self, hidden, blocks, embed):
        self.hidden, self.embed = hidden, embed
        self.blocks = []
        for _ in range(blocks):
            self.blocks.append(ResBlock(hidden, embed))

    def init(self, key, dim):
        keys = jax.random.split(key, len(self.blocks) + 2)
        return {"inp": dense_init(keys[0], dim, self.hidden), "out": dense_init(keys[1], self.hidden, dim),
                "blocks": [b.init(k) for b, k in zip(self.blocks, keys[2:])]}

    def __call__(self, params, x, t, std):
        emb = time_embedding(t, self.embed)
        h = dense(params["inp"], x)
        for block, p in zip(self.blocks, params["blocks"]):
            h = block(p, h, emb)
        return dense(params["out"], jax.nn.silu(h)) / std

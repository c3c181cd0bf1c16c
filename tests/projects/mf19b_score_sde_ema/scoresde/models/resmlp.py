"""A residual MLP score network (the embedding is added in every block)."""
import jax

from .base import ScoreModel, dense, dense_init
from .embed import init_fourier


class ResMLPScore(ScoreModel):
    def init(self, key, dim):
        keys = jax.random.split(key, 2 * self.n_layers + 3)
        blocks = [{"h": dense_init(keys[2 * i], self.hidden, self.hidden),
                   "e": dense_init(keys[2 * i + 1], self.emb_dim, self.hidden)} for i in range(self.n_layers)]
        return {"fourier": init_fourier(keys[-3], self.emb_dim), "inp": dense_init(keys[-2], dim, self.hidden),
                "blocks": blocks, "out": dense_init(keys[-1], self.hidden, dim)}

    def features(self, params, x, emb):
        h = dense(params["inp"], x)
        for blk in params["blocks"]:
            h = h + jax.nn.silu(dense(blk["h"], h) + dense(blk["e"], emb))
        return dense(params["out"], h)

"""A plain MLP score network."""
import jax
import jax.numpy as jnp

from .base import ScoreModel, dense, dense_init
from .embed import init_fourier


class MLPScore(ScoreModel):
    def init(self, key, dim):
        keys = jax.random.split(key, self.n_layers + 2)
        sizes = [dim + self.emb_dim] + [self.hidden] * self.n_layers
        layers = [dense_init(k, a, b) for k, a, b in zip(keys[:-2], sizes[:-1], sizes[1:])]
        return {"fourier": init_fourier(keys[-2], self.emb_dim), "layers": layers,
                "out": dense_init(keys[-1], self.hidden, dim)}

    def features(self, params, x, emb):
        h = jnp.concatenate([x, emb], axis=-1)
        for p in params["layers"]:
            h = jax.nn.silu(dense(p, h))
        return dense(params["out"], h)

"""DeepFM: a factorisation-machine term over the embedded fields plus an MLP over all inputs."""
import jax
import jax.numpy as jnp

from .base import Ranker
from .layers import MLP


class DeepFM(Ranker):
    def __init__(self, columns, hidden=(32, 16)):
        super().__init__(columns)
        self.embedded = [c for c in self.columns if hasattr(c, "categorical")]
        self.dim = self.embedded[0].width
        self.mlp = MLP(sum(c.width for c in self.columns), hidden)

    def init(self, rng):
        k1, k2 = jax.random.split(rng)
        return {"columns": self.init_columns(k1), "mlp": self.mlp.init(k2)}

    def score(self, params, batch):
        feats = self.features(params, batch)
        g, n = batch.labels.shape
        fields = jnp.zeros((g, n, len(self.embedded), self.dim))
        for i, col in enumerate(self.embedded):
            fields = fields.at[:, :, i].set(feats[self.columns.index(col)])
        fm = 0.5 * (jnp.sum(fields, axis=2) ** 2 - jnp.sum(fields ** 2, axis=2)).sum(-1)
        return fm + self.mlp.apply(params["mlp"], jnp.concatenate(feats, axis=-1))[..., 0]

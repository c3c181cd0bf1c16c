"""A ranker scores every candidate of every group from its columns' outputs."""
import jax


class Ranker:
    def __init__(self, columns):
        self.columns = list(columns)

    def init_columns(self, rng):
        keys = jax.random.split(rng, len(self.columns))
        return {col.key: col.init(k) for col, k in zip(self.columns, keys)}

    def features(self, params, batch):
        return [col.transform(params["columns"][col.key], getattr(batch, col.key)) for col in self.columns]

    def loss(self, params, batch, loss_fn):
        scores = self.score(params, batch)
        return loss_fn(scores, batch.labels, batch.mask)

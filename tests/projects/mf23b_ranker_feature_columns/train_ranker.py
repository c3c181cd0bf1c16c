"""Train a DeepFM ranker on synthetic query groups with hashed categorical features."""
from functools import partial

import jax
import numpy as np

from rankstack import Trainer, get_loss, models
from rankstack.data import make_groups
from rankstack.features import CategoricalColumn, EmbeddingColumn, NumericColumn, Vocabulary

CONFIG = {"model": "DeepFM", "loss": "pairwise_logistic", "dim": 8, "steps": 3, "lr": 0.05}


def main(config=CONFIG):
    rng = np.random.default_rng(0)
    vocab = Vocabulary(min_count=1).fit(rng.integers(0, 50, size=400))
    columns = [
        NumericColumn("price", normalizer=(10.0, 5.0)),
        EmbeddingColumn(CategoricalColumn("user", buckets=32), dim=config["dim"]),
        EmbeddingColumn(CategoricalColumn("item", buckets=vocab.size), dim=config["dim"]),
    ]
    model = getattr(models, config["model"])(columns, hidden=(16, 8))
    params = model.init(jax.random.PRNGKey(0))
    batches = [make_groups(rng, groups=4, per_group=6, vocab=vocab) for _ in range(config["steps"])]
    trainer = Trainer(lr=config["lr"])
    params = trainer.fit(partial(model.loss, loss_fn=get_loss(config["loss"])), params, batches)
    print("ndcg", trainer.evaluate(model, params, batches[0]))

"""Federated logistic regression: clients train locally under vmap, a robust rule aggregates."""
import jax

from fedharness import Server, load_aggregator, make_client, models
from fedharness.data import dirichlet_partition, synthetic

SETTINGS = {"model": "LogisticModel", "aggregator": "trimmed_mean", "clients": 4, "rounds": 2,
            "local_steps": 3, "lr": 0.1, "warmup_rounds": 1, "privacy": {"clip": 1.0, "noise": 0.01}}


def main(settings=SETTINGS):
    x, y = synthetic(jax.random.PRNGKey(0), n=64, dim=5)
    shards = dirichlet_partition(x, y, settings["clients"], per_client=12, seed=0)
    model = getattr(models, settings["model"])(dim=5)
    client = make_client(model, settings)
    server = Server(model, client, load_aggregator(settings["aggregator"], trim=1), metrics=("loss", "accuracy"))
    params = server.fit(model.init(jax.random.PRNGKey(1)), shards, settings["rounds"], jax.random.PRNGKey(2))
    print("weights", params["w"].shape)

"""The server jits one round in its constructor: every client's update under vmap, then the rule."""
import jax
import jax.numpy as jnp

from . import metrics as metric_fns


class Server:
    def __init__(self, model, client, aggregator, metrics=("loss",)):
        self.model, self.client, self.aggregator, self.metric_names = model, client, aggregator, metrics
        self._round = jax.jit(self.run_round)

    def evaluate(self, params, xs, ys):
        x, y = xs.reshape(-1, xs.shape[-1]), ys.reshape(-1)
        return {name: getattr(metric_fns, name)(self.model, params, x, y) for name in self.metric_names}

    def run_round(self, params, xs, ys, key, round_idx):
        keys = jax.random.split(key, xs.shape[0])
        updates = jax.vmap(self.client.local_update, (None, 0, 0, 0, None))(params, xs, ys, keys, round_idx)
        sizes = jnp.full((xs.shape[0],), float(xs.shape[1]))
        step = self.aggregator(updates, sizes)
        params = jax.tree_util.tree_map(lambda p, u: p + u, params, step)
        return params, self.evaluate(params, xs, ys)

    def fit(self, params, shards, rounds, key):
        xs, ys = shards
        for r, sub in enumerate(jax.random.split(key, rounds)):
            params, stats = self._round(params, xs, ys, sub, jnp.asarray(r))
            print(r, {k: float(v) for k, v in stats.items()})
        return params

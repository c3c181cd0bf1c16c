# Thread: https://github.com/google/flax/issues/5489
# Shape: a train step jitted with the model's graph definition as a static argument; the graph definition of a multi-metric object keeps its metric names in a list, so hashing the static argument fails
# expect: ValueError at line 38
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class MultiMetric:
    def __init__(self, **metrics):
        self._metric_names = list(metrics)
        self.totals = {name: jnp.zeros(()) for name in metrics}


class GraphDef(NamedTuple):
    metric_names: object


def split(metrics):
    return GraphDef(metrics._metric_names), metrics.totals


@partial(jax.jit, static_argnames=["graphdef"])
def run_step(graphdef, state, x, y):
    loss = jnp.mean((x - y) ** 2)
    new_state = dict(state)
    for name in graphdef.metric_names:
        new_state[name] = state[name] + loss
    return loss, new_state


metrics = MultiMetric(loss="average")
graphdef, state = split(metrics)
x, y = jnp.ones(4), jnp.zeros(4)
for step in range(2):
    loss, state = run_step(graphdef, state, x, y)
print(loss, state)

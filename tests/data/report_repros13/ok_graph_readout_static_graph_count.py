# Thread: https://github.com/patrick-kidger/equinox/issues/903
# Shape: the batch carries the (padded, fixed) number of graphs as a Python int, which eqx.filter_jit treats as static
# expect: ok
from typing import NamedTuple

import equinox as eqx
import jax
import jax.numpy as jnp


class GraphBatch(NamedTuple):
    nodes: jax.Array
    graph_index: jax.Array
    n_graphs: int


class Readout(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, features, key):
        self.linear = eqx.nn.Linear(features, 1, key=key)

    def __call__(self, batch):
        pooled = jax.ops.segment_sum(batch.nodes, batch.graph_index, num_segments=batch.n_graphs)
        return jax.vmap(self.linear)(pooled)


@eqx.filter_jit
def predict(model, batch):
    return model(batch)


model = Readout(3, jax.random.key(0))
batch = GraphBatch(jnp.ones((5, 3)), jnp.array([0, 0, 1, 1, 1]), 2)
print(predict(model, batch))

# Thread: https://github.com/patrick-kidger/equinox/issues/903
# Shape: an eqx.Module readout pools node features per graph with segment_sum; the batch NamedTuple carries the number of graphs as a JAX array, which eqx.filter_jit traces, so num_segments is not static
# expect: ConcretizationTypeError at line 24
from typing import NamedTuple

import equinox as eqx
import jax
import jax.numpy as jnp


class GraphBatch(NamedTuple):
    nodes: jax.Array
    graph_index: jax.Array
    n_graphs: jax.Array


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
batch = GraphBatch(jnp.ones((5, 3)), jnp.array([0, 0, 1, 1, 1]), jnp.asarray(2))
print(predict(model, batch))

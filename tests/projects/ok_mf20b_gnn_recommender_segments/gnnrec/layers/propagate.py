"""LightGCN propagation: symmetric-normalised neighbour sum, no weights."""
import jax
import jax.numpy as jnp

from ..segment import degree


class LightGCNLayer:
    def init(self, key, dim):
        return {}

    def __call__(self, params, h, graph):
        deg = degree(graph.receivers, graph.n_nodes)
        norm = jax.lax.rsqrt(jnp.maximum(deg, 1.0))
        msg = h[graph.senders] * norm[graph.senders][:, None]
        agg = jax.ops.segment_sum(msg, graph.receivers, num_segments=graph.n_nodes)
        return agg * norm[:, None]

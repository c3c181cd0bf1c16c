"""A GCN layer with residual connection over padded edge lists."""
import jax
import jax.numpy as jnp

from ..data.graphs import edge_mask
from .norm import symmetric_norm


class GraphConv:
    def __init__(self, n_in, n_out):
        self.n_in = n_in
        self.n_out = n_out

    def init(self, key):
        w = jax.random.normal(key, (self.n_in, self.n_out)) * jnp.sqrt(2.0 / self.n_in)
        return {"w": w, "b": jnp.zeros(self.n_out)}

    def __call__(self, params, graph, h):
        n_nodes = h.shape[0]
        edge_w, self_w = symmetric_norm(graph.senders, graph.receivers, n_nodes, edge_mask(graph))
        xw = h @ params["w"]
        messages = xw[graph.senders] * edge_w[:, None]
        agg = jax.ops.segment_sum(messages, graph.receivers, num_segments=n_nodes)
        out = agg + xw * self_w[:, None] + params["b"]
        return jax.nn.relu(out) + (h if self.n_in == self.n_out else 0.0)

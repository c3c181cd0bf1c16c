"""A single-head graph-attention layer; attention normalised per receiving node."""
import jax
import jax.numpy as jnp

from ..segment import segment_softmax


class GATLayer:
    def init(self, key, dim):
        k1, k2 = jax.random.split(key)
        return {"w": jax.random.normal(k1, (dim, dim)) / jnp.sqrt(dim),
                "a": 0.1 * jax.random.normal(k2, (2 * dim,))}

    def __call__(self, params, h, graph):
        z = h @ params["w"]
        pair = jnp.concatenate([z[graph.senders], z[graph.receivers]], -1)
        logits = jax.nn.leaky_relu(pair @ params["a"], 0.2)
        alpha = segment_softmax(logits, graph.receivers, graph.n_nodes)
        out = jax.ops.segment_sum(alpha[:, None] * z[graph.senders], graph.receivers, num_segments=graph.n_nodes)
        return jax.nn.elu(out)

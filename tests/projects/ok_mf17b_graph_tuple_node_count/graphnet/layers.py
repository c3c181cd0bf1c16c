import jax
import jax.numpy as jnp


def init_gcn(key, d_in, d_out):
    return jax.random.normal(key, (d_in, d_out)) / jnp.sqrt(d_in)


def gcn_layer(w, graph):
    """Sum the transformed features of each node's neighbours."""
    messages = graph.nodes[graph.senders] @ w
    aggregated = jnp.zeros((graph.nodes.shape[0], w.shape[1]))
    aggregated = aggregated.at[graph.receivers].add(messages)
    return jax.nn.relu(aggregated)

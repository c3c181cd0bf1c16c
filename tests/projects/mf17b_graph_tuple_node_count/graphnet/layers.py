import jax
import jax.numpy as jnp


def init_gcn(key, d_in, d_out):
    return jax.random.normal(key, (d_in, d_out)) / jnp.sqrt(d_in)


def gcn_layer(w, graph):
    """Sum the transformed features of each node's neighbours."""
    messages = graph.nodes[graph.senders] @ w
    aggregated = jnp.zeros((graph.n_node, w.shape[1]))  # expect: JAX202
    aggregated = aggregated.at[graph.receivers].add(messages)
    return jax.nn.relu(aggregated)

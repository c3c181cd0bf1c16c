import jax
import jax.numpy as jnp


def init_layer(key, d_in, d_out):
    k1, k2 = jax.random.split(key)
    return {"msg": jax.random.normal(k1, (d_in, d_out)) * 0.3, "self": jax.random.normal(k2, (d_in, d_out)) * 0.3}


def message_passing(params, graph):
    messages = graph.nodes[graph.senders] @ params["msg"]
    aggregated = jax.ops.segment_sum(messages, graph.receivers)  # expect: JAX602
    degree = jax.ops.segment_sum(jnp.ones_like(graph.receivers, dtype=messages.dtype), graph.receivers,
                                 num_segments=graph.nodes.shape[0])
    return jax.nn.relu(graph.nodes @ params["self"] + aggregated / jnp.maximum(degree, 1.0)[:, None])

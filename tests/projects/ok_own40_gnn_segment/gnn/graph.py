from typing import NamedTuple

import jax.numpy as jnp


class Graph(NamedTuple):
    nodes: jnp.ndarray
    senders: jnp.ndarray
    receivers: jnp.ndarray
    n_node: jnp.ndarray


def ring(n, features):
    idx = jnp.arange(n)
    senders = jnp.concatenate([idx, (idx + 1) % n])
    receivers = jnp.concatenate([(idx + 1) % n, idx])
    return Graph(features, senders, receivers, jnp.array([n]))

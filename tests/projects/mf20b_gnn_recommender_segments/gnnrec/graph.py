"""Users are nodes 0..U-1 and items U..U+I-1; every click is an edge both ways."""
from typing import NamedTuple

import jax.numpy as jnp
import numpy as np


class Graph(NamedTuple):
    senders: jnp.ndarray
    receivers: jnp.ndarray
    n_users: int
    n_items: int

    @property
    def n_nodes(self):
        return self.n_users + self.n_items


def bipartite_graph(users, items, n_users, n_items):
    s = np.concatenate([users, items + n_users])
    r = np.concatenate([items + n_users, users])
    return Graph(jnp.asarray(s), jnp.asarray(r), n_users, n_items)

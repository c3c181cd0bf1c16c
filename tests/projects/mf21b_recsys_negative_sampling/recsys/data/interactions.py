"""User-item interaction logs: positives per user, held-out item, training batches."""
import jax.numpy as jnp
import numpy as np


class InteractionLog:
    def __init__(self, users, items, n_users, n_items):
        self.users = np.asarray(users, dtype=np.int32)
        self.items = np.asarray(items, dtype=np.int32)
        self.n_users, self.n_items = n_users, n_items
        counts = np.bincount(self.items, minlength=n_items).astype(np.float32)
        self.popularity = jnp.asarray((counts + 1.0) / (counts + 1.0).sum())

    @classmethod
    def synthetic(cls, n_users, n_items, per_user, seed=0):
        """Users prefer items in their own cluster of the catalogue."""
        rng = np.random.default_rng(seed)
        n_clusters = 4
        users, items = [], []
        for u in range(n_users):
            cluster = u % n_clusters
            pool = np.arange(cluster, n_items, n_clusters)
            for item in rng.choice(pool, size=per_user, replace=False):
                users.append(u)
                items.append(item)
        return cls(users, items, n_users, n_items)

    def positives_matrix(self):
        mat = np.zeros((self.n_users, self.n_items), dtype=bool)
        mat[self.users, self.items] = True
        return jnp.asarray(mat)

    def batches(self, batch_size, rng):
        order = rng.permutation(len(self.users))
        for start in range(0, len(order) - batch_size + 1, batch_size):
            idx = order[start:start + batch_size]
            yield {"users": jnp.asarray(self.users[idx]), "items": jnp.asarray(self.items[idx])}

    def held_out(self):
        """The last interaction of every user as its held-out item."""
        last = {}
        for u, i in zip(self.users, self.items):
            last[int(u)] = int(i)
        users = np.array(sorted(last), dtype=np.int32)
        return jnp.asarray(users), jnp.asarray([last[u] for u in users], dtype=jnp.int32)

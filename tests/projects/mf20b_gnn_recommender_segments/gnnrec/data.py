import numpy as np


def synthetic_interactions(seed, n_users, n_items, per_user):
    rng = np.random.default_rng(seed)
    taste = rng.integers(0, 4, size=n_users)
    users, items = [], []
    for u in range(n_users):
        pool = np.arange(n_items)[np.arange(n_items) % 4 == taste[u]]
        for i in rng.choice(pool, size=per_user, replace=False):
            users.append(u)
            items.append(int(i))
    return np.asarray(users, np.int32), np.asarray(items, np.int32), n_users, n_items

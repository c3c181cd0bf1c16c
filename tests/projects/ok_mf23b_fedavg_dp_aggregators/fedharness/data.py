"""Synthetic data split across clients by a Dirichlet draw over labels (numpy, before any transform)."""
import jax
import jax.numpy as jnp
import numpy as np


def synthetic(key, n, dim):
    kx, kw = jax.random.split(key)
    x = jax.random.normal(kx, (n, dim))
    y = (x @ jax.random.normal(kw, (dim,)) > 0).astype(jnp.float32)
    return np.asarray(x), np.asarray(y)


def dirichlet_partition(x, y, clients, per_client, alpha=0.5, seed=0):
    rng = np.random.default_rng(seed)
    xs, ys = [], []
    for _ in range(clients):
        p = rng.dirichlet([alpha, alpha])
        weights = np.where(y > 0, p[1], p[0])
        idx = rng.choice(len(y), per_client, replace=False, p=weights / weights.sum())
        xs.append(x[idx])
        ys.append(y[idx])
    return jnp.stack(xs), jnp.stack(ys)

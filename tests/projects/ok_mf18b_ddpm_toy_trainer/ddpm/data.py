"""Toy 2-D data and a host-side batch iterator."""
import jax
import jax.numpy as jnp
import numpy as np


def make_moons(key, n, noise=0.05):
    k_t, k_n = jax.random.split(key)
    theta = jax.random.uniform(k_t, (n,), minval=0.0, maxval=jnp.pi)
    upper = jnp.stack([jnp.cos(theta), jnp.sin(theta)], axis=1)
    lower = jnp.stack([1.0 - jnp.cos(theta), 0.5 - jnp.sin(theta)], axis=1)
    pick = (jnp.arange(n) % 2)[:, None]
    x = jnp.where(pick == 0, upper, lower)
    return (x + noise * jax.random.normal(k_n, x.shape)) / 1.5


def iterate_batches(data, batch_size, seed=0):
    """Endless shuffled batches; the permutation is drawn on the host."""
    rng = np.random.default_rng(seed)
    n = data.shape[0]
    while True:
        order = rng.permutation(n)
        for start in range(0, n - batch_size + 1, batch_size):
            yield data[order[start:start + batch_size]]

import jax
import jax.numpy as jnp


def init(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [jax.random.normal(k, (m, n)) * 0.5 for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def apply(sizes, params, x):
    for i, w in enumerate(params):
        x = x @ w
        if i < len(sizes) - 2:
            x = jnp.tanh(x)
    return x

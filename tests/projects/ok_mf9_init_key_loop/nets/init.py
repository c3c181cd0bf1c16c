import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, fan_in, fan_out in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (fan_in, fan_out)) / jnp.sqrt(fan_in)
        params.append((w, jnp.zeros(fan_out)))
    return params

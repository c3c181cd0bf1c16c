import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for fan_in, fan_out in zip(sizes[:-1], sizes[1:]):
        w = jax.random.normal(key, (fan_in, fan_out)) / jnp.sqrt(fan_in)  # expect: JAX320
        params.append((w, jnp.zeros(fan_out)))
    return params

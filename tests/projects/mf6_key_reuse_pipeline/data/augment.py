import jax
import jax.numpy as jnp


def add_noise(key, x, scale=0.1):
    return x + scale * jax.random.normal(key, x.shape)


def random_mask(key, x, rate=0.2):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x, 0.0)

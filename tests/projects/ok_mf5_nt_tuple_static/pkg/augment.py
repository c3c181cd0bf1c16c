import jax
import jax.numpy as jnp


def augment(key, x):
    k_noise, k_keep = jax.random.split(key)
    noise = jax.random.normal(k_noise, x.shape) * 0.1
    keep = jax.random.bernoulli(k_keep, 0.9, x.shape)
    return jnp.where(keep, x + noise, 0.0)

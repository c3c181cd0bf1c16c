import jax
import jax.numpy as jnp


def augment(key, x):
    noise = jax.random.normal(key, x.shape) * 0.1
    keep = jax.random.bernoulli(key, 0.9, x.shape)  # expect: JAX320
    return jnp.where(keep, x + noise, 0.0)

import jax.numpy as jnp


def valid_mean(x, length):
    mask = jnp.arange(x.shape[0]) < length
    return jnp.sum(jnp.where(mask[:, None], x, 0.0), axis=0) / length

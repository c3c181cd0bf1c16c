import jax.numpy as jnp


def leaf_update(p, g, lr, clip):
    overflow = jnp.where(jnp.abs(g) > clip, g, 0).sum()
    return p - lr * (g - 0.1 * overflow)

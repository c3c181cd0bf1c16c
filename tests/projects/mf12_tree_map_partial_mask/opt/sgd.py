import jax.numpy as jnp


def leaf_update(p, g, lr, clip):
    overflow = g[jnp.abs(g) > clip].sum()  # expect: JAX601
    return p - lr * (g - 0.1 * overflow)

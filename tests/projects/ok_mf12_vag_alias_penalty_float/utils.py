import jax.numpy as jnp


def l2_penalty(params, scale):
    total = sum(jnp.sum(p ** 2) for p in params.values())
    return scale * total

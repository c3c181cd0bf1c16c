import jax.numpy as jnp


def clip_grads(grads, max_norm=1.0):
    norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in grads.values()))
    scale = jnp.minimum(1.0, max_norm / norm)
    return {k: g * scale for k, g in grads.items()}

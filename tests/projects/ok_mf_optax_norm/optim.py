import jax.numpy as jnp
import optax


def clip_by_norm(grads, limit):
    norm = optax.global_norm(grads)
    if limit is None:
        return grads
    return jnp.where(norm > limit, grads / norm, grads)

import jax.numpy as jnp


def residual_block(w, h, normalize):
    update = jnp.tanh(h @ w)
    scale = float(h.shape[-1]) ** -0.5
    if normalize:
        update = update / (jnp.linalg.norm(update) + 1e-6)
    return h + scale * update

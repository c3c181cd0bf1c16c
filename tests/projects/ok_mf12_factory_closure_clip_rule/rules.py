import jax.numpy as jnp


def clipped_update(w, g, cfg):
    norm = jnp.linalg.norm(g)
    g = jnp.where(norm > cfg.max_norm, g * (cfg.max_norm / norm), g)
    return w - cfg.lr * g

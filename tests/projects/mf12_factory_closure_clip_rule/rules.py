import jax.numpy as jnp


def clipped_update(w, g, cfg):
    norm = jnp.linalg.norm(g)
    if norm > cfg.max_norm:  # expect: JAX101
        g = g * (cfg.max_norm / norm)
    return w - cfg.lr * g

import jax.numpy as jnp


def make_update(lr, max_norm=1.0):
    def update(w, g):
        norm = jnp.linalg.norm(g)
        scale = max_norm / jnp.maximum(norm, max_norm)
        return w - lr * scale * g

    return update

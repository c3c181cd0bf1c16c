import jax.numpy as jnp


def residual_block(w, h):
    update = jnp.tanh(h @ w)
    gate = float(jnp.linalg.norm(update)) / h.shape[-1]  # expect: JAX105
    return h + gate * update

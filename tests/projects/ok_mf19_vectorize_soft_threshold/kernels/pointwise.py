import jax.numpy as jnp


def soft_threshold(x, t):
    """Shrink one value toward zero by t."""
    return jnp.where(jnp.abs(x) <= t, 0.0 * x, x - t * jnp.sign(x))

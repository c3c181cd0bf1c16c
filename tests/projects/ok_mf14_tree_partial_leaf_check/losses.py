import jax.numpy as jnp


def huber(pred, target, delta):
    if delta <= 0:
        raise ValueError("delta must be positive")
    err = jnp.abs(pred - target)
    return jnp.mean(jnp.where(err < delta, 0.5 * err**2, delta * (err - 0.5 * delta)))


def mse(pred, target):
    return jnp.mean((pred - target) ** 2)

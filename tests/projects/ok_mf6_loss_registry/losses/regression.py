import jax.numpy as jnp
from jax import lax


def mse(pred, target):
    return jnp.mean((pred - target) ** 2)


def huber(pred, target, delta=1.0):
    err = jnp.abs(pred - target)
    if delta <= 0:
        raise ValueError("delta must be positive")
    return lax.cond(
        jnp.mean(err) < delta,
        lambda e: jnp.mean(0.5 * e ** 2),
        lambda e: jnp.mean(delta * (e - 0.5 * delta)),
        err,
    )

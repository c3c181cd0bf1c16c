import jax.numpy as jnp


def huber(pred, target, delta=1.0):
    err = jnp.abs(pred - target)
    return jnp.mean(jnp.where(err < delta, 0.5 * err**2, delta * (err - 0.5 * delta)))

import jax.numpy as jnp


def mse(pred, target):
    return jnp.mean((pred - target) ** 2)


def huber(pred, target, delta=1.0):
    err = jnp.abs(pred - target)
    if jnp.mean(err) < delta:  # expect: JAX101
        return jnp.mean(0.5 * err ** 2)
    return jnp.mean(delta * (err - 0.5 * delta))

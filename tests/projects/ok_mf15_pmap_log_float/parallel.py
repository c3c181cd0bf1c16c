import jax
import jax.numpy as jnp

from step import train_step

p_train_step = jax.pmap(train_step, axis_name="devices")


def run():
    n = jax.local_device_count()
    w = jnp.zeros((n, 3, 1))
    x = jnp.ones((n, 8, 3))
    y = jnp.ones((n, 8, 1))
    w, metrics = p_train_step(w, x, y)
    return metrics

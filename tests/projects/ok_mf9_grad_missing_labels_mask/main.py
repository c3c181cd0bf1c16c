import jax.numpy as jnp

from training.step import sgd_step


def run():
    params = {"w": jnp.zeros(2), "b": jnp.zeros(())}
    x = jnp.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, 1.0]])
    y = jnp.array([1.0, -1.0, 2.0, 3.0])
    for _ in range(3):
        params = sgd_step(params, x, y, 0.1)
    return params

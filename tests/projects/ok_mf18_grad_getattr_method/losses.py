import jax.numpy as jnp


def mse(params, x, y, model, method="forward"):
    predict = getattr(model, method)
    return jnp.mean((predict(params, x) - y) ** 2)

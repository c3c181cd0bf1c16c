import jax.numpy as jnp


def mse(pred, target, delta):
    return jnp.mean((pred - target) ** 2)


def huber(pred, target, delta):
    err = jnp.abs(pred - target).mean()
    if err < delta:  # expect: JAX101
        return 0.5 * err ** 2
    return delta * (err - 0.5 * delta)


LOSSES = {"mse": mse, "huber": huber}


def get_loss(name):
    return LOSSES[name]

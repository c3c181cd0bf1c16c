import jax
import jax.numpy as jnp


def batch_loss(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)

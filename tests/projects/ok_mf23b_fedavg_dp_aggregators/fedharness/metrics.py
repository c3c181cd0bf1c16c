import jax.numpy as jnp


def loss(model, params, x, y):
    return model.loss(params, x, y)


def accuracy(model, params, x, y):
    return jnp.mean((model.logits(params, x) > 0) == (y > 0))

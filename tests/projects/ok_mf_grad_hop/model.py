import jax.numpy as jnp


def loss(w, x):
    pred = x @ w
    if x.shape[0] > 1:
        pred = pred - pred.mean()
    return jnp.where(pred.sum() > 0, (pred ** 2).sum(), -pred.sum())

"""Point losses that skip missing targets."""
import jax.numpy as jnp


def masked_mae(pred, target):
    mask = ~jnp.isnan(target)
    err = jnp.abs(pred - jnp.nan_to_num(target))
    return jnp.sum(jnp.where(mask, err, 0.0)) / jnp.maximum(mask.sum(), 1)


def masked_mse(pred, target):
    mask = ~jnp.isnan(target)
    err = (pred - jnp.nan_to_num(target)) ** 2
    return jnp.sum(jnp.where(mask, err, 0.0)) / jnp.maximum(mask.sum(), 1)

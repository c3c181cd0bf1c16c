"""The MAE objective: mean squared error over the masked patches only."""
import jax.numpy as jnp


def normalize_targets(patches, eps=1e-6):
    mean = patches.mean(-1, keepdims=True)
    var = patches.var(-1, keepdims=True)
    return (patches - mean) / jnp.sqrt(var + eps)


def masked_mse(pred, target, mask):
    err = ((pred - target) ** 2).mean(-1)
    return jnp.mean(err[mask > 0])  # expect: JAX601

"""Trajectory losses scaled by the spread of the target, so that spirals of any size weigh alike."""
import jax.numpy as jnp


def scaled_mse(pred, target):
    scale = jnp.std(target) + 1e-6
    return jnp.mean(((pred - target) / scale) ** 2)


def endpoint_penalty(pred, target, weight=0.1):
    return weight * jnp.sum((pred[-1] - target[-1]) ** 2)

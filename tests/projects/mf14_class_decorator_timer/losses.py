import jax.numpy as jnp

from utils.profiling import counted


@counted
def safe_mse(pred, target):
    loss = jnp.mean((pred - target) ** 2)
    if jnp.isnan(loss):  # expect: JAX101
        return jnp.zeros(())
    return loss

import jax
import jax.numpy as jnp

from .residuals import point_residual


def pinn_loss(params, xs, ts):
    residuals = jax.vmap(point_residual, in_axes=(None, 0, 0))(params, xs, ts)
    return jnp.mean(residuals**2)

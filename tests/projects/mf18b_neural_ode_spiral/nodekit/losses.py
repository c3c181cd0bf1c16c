"""Trajectory matching loss for the fixed-step solver."""
import jax.numpy as jnp

from .models import vector_field
from .solvers.fixed import integrate_batch


def trajectory_loss(params, batch, solver_cfg):
    ts, ys = batch["ts"], batch["ys"]
    preds = integrate_batch(vector_field, ys[0], ts, params, solver_cfg)
    return jnp.mean((preds - ys) ** 2)

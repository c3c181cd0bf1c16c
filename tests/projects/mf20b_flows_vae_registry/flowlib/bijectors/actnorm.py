"""Activation normalisation, initialised from the first batch's statistics."""
import jax.numpy as jnp

from .base import Bijector


class ActNorm(Bijector):
    def init(self, key, x):
        return {"shift": -x.mean(0), "log_scale": -jnp.log(x.std(0) + 1e-6)}

    def forward(self, params, x):
        y = (x + params["shift"]) * jnp.exp(params["log_scale"])
        return y, jnp.broadcast_to(params["log_scale"].sum(), x.shape[:1])

    def inverse(self, params, y):
        return y * jnp.exp(-params["log_scale"]) - params["shift"]

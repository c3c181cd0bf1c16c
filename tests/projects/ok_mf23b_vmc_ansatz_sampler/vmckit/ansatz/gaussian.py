import jax.numpy as jnp

from .base import Ansatz, register_ansatz


@register_ansatz("gaussian")
class Gaussian(Ansatz):
    def init(self):
        return {"alpha": jnp.asarray(0.3)}

    def log_psi(self, params, x):
        return -params["alpha"] * jnp.sum(x ** 2)

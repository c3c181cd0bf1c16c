import jax.numpy as jnp

from .base import register_ansatz
from .gaussian import Gaussian


def pair_distances(x):
    i, j = jnp.triu_indices(x.shape[0], k=1)
    return jnp.sqrt(jnp.sum((x[i] - x[j]) ** 2, axis=-1) + 1e-8)


@register_ansatz("gaussian_jastrow")
class GaussianJastrow(Gaussian):
    def init(self):
        return {**super().init(), "beta": jnp.asarray(0.1)}

    def log_psi(self, params, x):
        r = pair_distances(x)
        return super().log_psi(params, x) + jnp.sum(r / (2.0 * (1.0 + params["beta"] * r)))

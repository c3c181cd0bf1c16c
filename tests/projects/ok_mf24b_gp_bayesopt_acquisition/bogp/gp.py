"""Exact GP regression on standardised outputs."""
import jax.numpy as jnp
import jax.scipy.linalg as jsl

from .transforms import positive


class GaussianProcess:
    def __init__(self, kernel, noise):
        self.kernel = kernel
        self.noise = noise

    def init(self, dim):
        return {"kernel": self.kernel.init(dim), "log_noise": jnp.log(jnp.asarray(self.noise))}

    def _cholesky(self, params, x):
        gram = self.kernel.gram(params["kernel"], x, x)
        jitter = positive(params["log_noise"]) + 1e-6
        return jnp.linalg.cholesky(gram + jitter * jnp.eye(x.shape[0]))

    def neg_mll(self, params, x, y):
        chol = self._cholesky(params, x)
        alpha = jsl.cho_solve((chol, True), y)
        return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(chol))) + 0.5 * y.shape[0] * jnp.log(2 * jnp.pi)

    def predict(self, params, x, y, xq):
        chol = self._cholesky(params, x)
        alpha = jsl.cho_solve((chol, True), y)
        cross = self.kernel.gram(params["kernel"], xq, x)
        mean = cross @ alpha
        v = jsl.solve_triangular(chol, cross.T, lower=True)
        prior = jnp.diagonal(self.kernel.gram(params["kernel"], xq, xq))
        return mean, jnp.clip(prior - jnp.sum(v ** 2, axis=0), 1e-12)

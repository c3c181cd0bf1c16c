import jax.numpy as jnp

from .kernels import rbf


class GaussianProcess:
    def __init__(self, min_noise=1e-4):
        self.min_noise = min_noise

    def neg_log_marginal(self, params, X, y):
        lengthscale = jnp.exp(params["log_ls"])
        variance = jnp.exp(params["log_var"])
        noise = max(self.min_noise, jnp.exp(params["log_noise"]))  # expect: JAX103
        K = rbf(X, X, lengthscale, variance) + noise * jnp.eye(X.shape[0])
        L = jnp.linalg.cholesky(K)
        alpha = jnp.linalg.solve(L.T, jnp.linalg.solve(L, y))
        return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L)))

import jax.numpy as jnp
from jax.scipy.linalg import cho_solve

from gp.kernels import rbf


def unpack(params):
    return jnp.exp(params["log_lengthscale"]), jnp.exp(params["log_variance"]), jnp.exp(params["log_noise"])


def neg_log_marginal(params, x, y):
    lengthscale, variance, noise = unpack(params)
    k = rbf(x, x, lengthscale, variance) + (noise + 1e-6) * jnp.eye(x.shape[0])
    chol = jnp.linalg.cholesky(k)
    alpha = cho_solve((chol, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(chol))) + 0.5 * x.shape[0] * jnp.log(2 * jnp.pi)


def predict(params, x_train, y_train, x_test):
    lengthscale, variance, noise = unpack(params)
    k = rbf(x_train, x_train, lengthscale, variance) + noise * jnp.eye(x_train.shape[0])
    k_star = rbf(x_test, x_train, lengthscale, variance)
    return k_star @ jnp.linalg.solve(k, y_train)

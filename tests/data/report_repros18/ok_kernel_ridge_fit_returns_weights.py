# Thread: https://github.com/jax-ml/jax/issues/2152
# Shape: the pytree-only contract the issue asks jit to enforce: the jitted `fit` returns the weights, and a separate jitted `predict` takes them (with the training inputs) as arguments
# expect: ok
import jax
import jax.numpy as jnp


class RBF:
    def __init__(self, lengthscale):
        self.lengthscale = lengthscale

    def __call__(self, a, b):
        d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, axis=-1)
        return jnp.exp(-0.5 * d2 / self.lengthscale**2)


kernel = RBF(0.5)


@jax.jit
def fit(X, y, lam):
    K = kernel(X, X)
    return jnp.linalg.solve(K + lam * jnp.eye(X.shape[0]), y)


@jax.jit
def predict(alpha, X, X_new):
    return kernel(X_new, X) @ alpha


X = jnp.linspace(0, 1, 10)[:, None]
alpha = fit(X, jnp.sin(6 * X[:, 0]), 1e-3)
print(predict(alpha, X, jnp.array([[0.25], [0.75]])))

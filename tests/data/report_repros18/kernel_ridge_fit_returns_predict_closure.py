# Thread: https://github.com/jax-ml/jax/issues/2152
# Shape: the case of a jitted function returning a callable that closes over traced values: a kernel-ridge `fit` solves for the weights and returns a `predict` closure over them; jit cannot return a function
# expect: TypeError at line 32
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
    alpha = jnp.linalg.solve(K + lam * jnp.eye(X.shape[0]), y)

    def predict(X_new):
        return kernel(X_new, X) @ alpha

    return predict


X = jnp.linspace(0, 1, 10)[:, None]
predict = fit(X, jnp.sin(6 * X[:, 0]), 1e-3)
print(predict(jnp.array([[0.25], [0.75]])))

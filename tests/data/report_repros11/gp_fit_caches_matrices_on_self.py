# Thread: https://github.com/jax-ml/jax/issues/5344
# Shape: a Gaussian-process class whose jitted fit caches the training data and correlation matrix on self; the un-jitted predict then reads them
# expect: UnexpectedTracerError at line 10; cause line 22
import jax
import jax.numpy as jnp
from jax import jit


def rbf(x1, x2, length_scale=1.0):
    return jnp.exp(-0.5 * jnp.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1) / length_scale ** 2)


class GP:
    def __init__(self, alpha=1e-8):
        self.alpha = alpha
        self.x = None
        self.y = None
        self.K = None
        self.fit = jit(self.fit)

    def fit(self, x, y):
        self.x = x
        self.y = y
        self.K = rbf(x, x) + self.alpha * jnp.eye(x.shape[0])
        return self.K

    def predict(self, x_test):
        k_star = rbf(x_test, self.x)
        return k_star @ jnp.linalg.solve(self.K, self.y)


x = jnp.linspace(0.0, 1.0, 10)[:, None]
y = jnp.sin(6.0 * x[:, 0])
gp = GP()
gp.fit(x, y)
print(gp.predict(jnp.array([[0.5]])))

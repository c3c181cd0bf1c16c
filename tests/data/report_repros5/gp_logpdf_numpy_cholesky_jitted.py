# Thread: https://github.com/wesselb/stheno/issues/21
# Shape: a GP object's logpdf factorises the traced kernel matrix with np.linalg.cholesky; the method is jitted with jax.jit(gp.logpdf)
# expect: TracerArrayConversionError at line 19
import jax
import jax.numpy as jnp
import numpy as np


class GP:
    def __init__(self, noise):
        self.noise = noise

    def kernel(self, x, lengthscale):
        d = x[:, None] - x[None, :]
        return jnp.exp(-0.5 * (d / lengthscale) ** 2)

    def logpdf(self, x, y, lengthscale):
        k = self.kernel(x, lengthscale) + self.noise * jnp.eye(x.shape[0])
        chol = np.linalg.cholesky(k)
        alpha = jax.scipy.linalg.cho_solve((chol, True), y)
        return -0.5 * y @ alpha - jnp.sum(jnp.log(jnp.diag(chol)))


gp = GP(0.1)
x = jnp.linspace(0.0, 1.0, 5)
print(jax.jit(gp.logpdf)(x, jnp.sin(x), 0.3))

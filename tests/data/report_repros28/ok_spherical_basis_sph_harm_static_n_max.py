# Thread: https://github.com/jax-ml/jax/issues/20769
# Shape: the basis passes its Python-int maximum degree as `n_max`, as the thread does with `n_max=n`
# expect: ok
import jax
import jax.numpy as jnp
from jax.scipy.special import sph_harm_y


class SphericalBasis:
    def __init__(self, max_degree):
        self.max_degree = max_degree

    def __call__(self, m, n, theta, phi):
        return sph_harm_y(n, m, theta, phi, n_max=self.max_degree)


key = jax.random.PRNGKey(23)
data = jax.random.normal(key, shape=(200, 3))
r = jnp.linalg.norm(data, ord=2, axis=1)
theta = jnp.arccos(data[:, 2] / r)
phi = jnp.arctan2(data[:, 1], data[:, 0])
basis = SphericalBasis(max_degree=1)
print(jax.jit(basis)(jnp.array([0]), jnp.array([1]), theta, phi).shape)

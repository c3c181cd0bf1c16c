# Thread: https://github.com/pehersto/ng/issues/2
# Shape: a Problem module for a Neural Galerkin solver imports `index, index_add, index_update` from jax.ops (removed) to assemble its mass matrix row by row
# expect: ImportError at line 6
import jax
import jax.numpy as jnp
from jax.ops import index, index_add, index_update


class Problem:
    def __init__(self, n_params, n_samples):
        self.n_params = n_params
        self.n_samples = n_samples

    def features(self, theta, x):
        return jnp.tanh(jnp.outer(x, theta))

    def mass_matrix(self, theta, xs):
        M = jnp.zeros((self.n_params, self.n_params))
        grad = jax.jacfwd(lambda t, x: self.features(t, x).sum())
        for x in xs:
            g = grad(theta, x)
            M = index_add(M, index[:, :], jnp.outer(g, g) / self.n_samples)
        return index_update(M, index[0, 0], M[0, 0] + 1e-6)


problem = Problem(n_params=3, n_samples=4)
print(problem.mass_matrix(jnp.ones(3), jnp.linspace(0.0, 1.0, 4)))

# Thread: https://github.com/jax-ml/jax/pull/7343
# Shape: a solver caches a factorisation on `self` inside one jitted method and reuses it in another jitted call
# expect: UnexpectedTracerError at line 22; cause line 13
import jax
import jax.numpy as jnp


class LinearSolver:
    def __init__(self):
        self._chol = None

    def factor(self, A):
        self._chol = jnp.linalg.cholesky(A)
        return self._chol

    def solve(self, b):
        return jax.scipy.linalg.cho_solve((self._chol, True), b)


solver = LinearSolver()
jax.jit(solver.factor)(2.0 * jnp.eye(3))
jax.jit(solver.solve)(jnp.ones(3))

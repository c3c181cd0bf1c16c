# Thread: https://github.com/keras-team/keras/issues/19622
# Shape: the fix keras made: the backend's `cholesky` checks for NaNs only when the factor is concrete (an eager call), and otherwise returns the factor as is; the check reads `isinstance(out, jax.core.Tracer)`, so the jitted ops-level function never branches on a traced value
# expect: ok
import jax
import jax.numpy as jnp
from jax import random


class JaxLinalgBackend:
    def cholesky(self, a):
        out = jnp.linalg.cholesky(a)
        # catch the NaNs of a matrix that is not positive definite
        if not isinstance(out, jax.core.Tracer) and jnp.any(jnp.isnan(out)):
            raise ValueError("Cholesky decomposition failed. The input might not be a valid positive definite matrix.")
        return out


backend = JaxLinalgBackend()


class Operation:
    def __call__(self, *args, **kwargs):
        return self.call(*args, **kwargs)


class Cholesky(Operation):
    def call(self, x):
        return backend.cholesky(x)


def cholesky(x):
    return Cholesky()(x)


mat = jnp.array(random.uniform(random.PRNGKey(0), [2, 3, 3]))
mat = mat @ jnp.moveaxis(mat, -1, -2) + jnp.eye(3)[None]
print(jax.jit(jnp.linalg.cholesky)(mat))
print(jax.jit(cholesky)(mat))

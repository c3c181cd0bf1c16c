# Thread: https://github.com/keras-team/keras/issues/19622
# Shape: the ops-level `cholesky(x)` builds a `Cholesky()` operation object and calls it at once; the operation's `__call__` dispatches to `call`, which runs the backend's `cholesky`, and that checks the factor for NaNs with a Python `if jnp.any(...)` to raise a helpful error; jitting the ops-level function makes the check a traced boolean
# expect: TracerBoolConversionError at line 13
import jax
import jax.numpy as jnp
from jax import random


class JaxLinalgBackend:
    def cholesky(self, a):
        out = jnp.linalg.cholesky(a)
        # catch the NaNs of a matrix that is not positive definite
        if jnp.any(jnp.isnan(out)):
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

# Thread: https://github.com/tensorflow/probability/issues/1210
# Shape: the same bijector with the helper computing the vector length from the static shape with Python ints (`n = x.shape[-1]`), so the reshape gets a concrete size under jit
# expect: ok
import jax
import jax.numpy as jnp


def fill_triangular_inverse(x):
    n = x.shape[-1]
    m = n * (n + 1) // 2
    rows, cols = jnp.tril_indices(x.shape[-1])
    flat = x[..., rows, cols]
    return jnp.reshape(flat, x.shape[:-2] + (m,))


class Exp:
    def inverse(self, y):
        return jnp.log(y)


class FillScaleTriL:
    def __init__(self, diag_bijector=None, diag_shift=None):
        self.diag_bijector = diag_bijector or Exp()
        self.diag_shift = diag_shift

    def inverse(self, y):
        diag = jnp.diagonal(y, axis1=-2, axis2=-1)
        if self.diag_shift is not None:
            diag = diag - self.diag_shift
        diag = self.diag_bijector.inverse(diag)
        eye = jnp.eye(y.shape[-1], dtype=bool)
        y = jnp.where(eye, jnp.zeros_like(y) + diag[..., None, :], y)
        return fill_triangular_inverse(y)


@jax.jit
def transform(x):
    return FillScaleTriL(diag_bijector=Exp(), diag_shift=None).inverse(x)


print(transform(jnp.eye(3, dtype=jnp.float32)))

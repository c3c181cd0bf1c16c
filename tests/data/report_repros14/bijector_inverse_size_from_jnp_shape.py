# Thread: https://github.com/tensorflow/probability/issues/1210
# Shape: a FillScaleTriL-style bijector object whose inverse calls a fill_triangular_inverse helper that computes the vector length from the matrix shape with jnp ops (`n = jnp.asarray(x.shape[-1])`, `m = n * (n + 1) // 2`) and reshapes to it; jitting a function that calls bijector.inverse fails in the reshape
# expect: TypeError at line 13
import jax
import jax.numpy as jnp


def fill_triangular_inverse(x):
    n = jnp.asarray(x.shape[-1], dtype=jnp.int32)
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

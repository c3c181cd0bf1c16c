# Thread: https://github.com/GalSim-developers/JAX-GalSim/pull/60
# Shape: the fix the review converges on: the Lanczos interpolant builds its DC-correction table with NumPy in `__init__`, so the `lax.fori_loop` body only reads a constant and the interpolant can draw any number of images
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Lanczos:
    def __init__(self, n, conserve_dc=True):
        self._n = n
        self._conserve_dc = conserve_dc
        k = np.arange(1, n + 1, dtype=float)
        self._K_arr = np.sinc(k / n) * np.sinc(k)

    @staticmethod
    def _xval(x, n, conserve_dc, K_arr):
        val = jnp.sinc(x) * jnp.sinc(x / n)
        if conserve_dc:
            val = val * (1.0 + jnp.sum(K_arr) / n)
        return val

    def _xval_noraise(self, x):
        return Lanczos._xval(x, self._n, self._conserve_dc, self._K_arr)


def draw_with_interpolant_xval(interp, image, xs):
    def _body(i, z):
        _y = xs - i
        wy = interp._xval_noraise(_y)
        return z + jnp.sum(image * wy)

    return jax.lax.fori_loop(0, 3, _body, 0.0)


interp = Lanczos(3)
print(draw_with_interpolant_xval(interp, jnp.ones(5), jnp.linspace(-2, 2, 5)))
print(draw_with_interpolant_xval(interp, jnp.ones(5) * 2, jnp.linspace(-2, 2, 5)))

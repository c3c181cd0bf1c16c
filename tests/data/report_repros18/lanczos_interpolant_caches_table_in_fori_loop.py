# Thread: https://github.com/GalSim-developers/JAX-GalSim/pull/60
# Shape: the InterpolatedImage review's failure: a Lanczos interpolant computes its DC-correction table lazily and caches it on `self` the first time `_xval_noraise` runs, which is inside a `lax.fori_loop` body; the second image drawn with the same interpolant reads the cached tracer
# expect: UnexpectedTracerError at line 38; cause line 18
import jax
import jax.numpy as jnp


class Lanczos:
    def __init__(self, n, conserve_dc=True):
        self._n = n
        self._conserve_dc = conserve_dc
        self._K_arr_cache = None

    @property
    def _K_arr(self):
        if self._K_arr_cache is None:
            k = jnp.arange(1, self._n + 1, dtype=float)
            self._K_arr_cache = jnp.sinc(k / self._n) * jnp.sinc(k)
        return self._K_arr_cache

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

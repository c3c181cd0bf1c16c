# Thread: https://github.com/astro-informatics/s2fft/pull/363
# Shape: a Wigner-d recursion step validates its arguments with `assert 0 < el < L`; the step is jitted and the degree `el` is a traced argument, so the chained comparison in the assert raises
# expect: TracerBoolConversionError at line 11
import functools

import jax
import jax.numpy as jnp


def _arg_checks(dl, L, el):
    assert 0 < el < L, "Invalid argument for el"
    assert dl.shape == (2 * L - 1, 2 * L - 1), "Invalid shape for dl"


@functools.partial(jax.jit, static_argnums=(1,))
def compute_quarter(dl, L, el):
    _arg_checks(dl, L, el)
    m = jnp.arange(-(L - 1), L)
    return dl * jnp.cos(el * jnp.pi / (2 * L - 1) * m)[:, None]


L = 4
dl = jnp.eye(2 * L - 1)
print(compute_quarter(dl, L, 2).shape)

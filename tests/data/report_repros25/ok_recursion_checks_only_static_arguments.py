# Thread: https://github.com/astro-informatics/s2fft/pull/363
# Shape: the fix keeps only the checks on the static band-limit and the array shape, which are concrete under jit; the traced degree is not asserted on
# expect: ok
import functools

import jax
import jax.numpy as jnp


def _arg_checks(dl, L, el):
    assert L > 0, "Invalid argument for L"
    assert dl.shape == (2 * L - 1, 2 * L - 1), "Invalid shape for dl"


@functools.partial(jax.jit, static_argnums=(1,))
def compute_quarter(dl, L, el):
    _arg_checks(dl, L, el)
    m = jnp.arange(-(L - 1), L)
    return dl * jnp.cos(el * jnp.pi / (2 * L - 1) * m)[:, None]


L = 4
dl = jnp.eye(2 * L - 1)
print(compute_quarter(dl, L, 2).shape)

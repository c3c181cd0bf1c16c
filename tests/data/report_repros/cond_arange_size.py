# Thread: https://github.com/LouisDesdoigts/dLux/issues/260
# Shape: jnp.arange(n) in a helper called from a lax.cond branch lambda
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def pixel_fn(n, offset, scale):
    pix = jnp.arange(n) - (n - 1) / 2.0
    pix *= scale
    pix -= offset
    return pix


def nd_coords(npix, flag):
    return jax.lax.cond(flag, lambda n: pixel_fn(n, 0.0, 1.0), lambda n: pixel_fn(n, 1.0, 1.0), npix)


nd_coords(4, True)

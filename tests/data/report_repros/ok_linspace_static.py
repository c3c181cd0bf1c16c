# Thread: https://github.com/LouisDesdoigts/dLux/issues/260
# Shape: the size kept static by closing over it, the branch choice traced
# expect: ok
import jax
import jax.numpy as jnp


def pixel_fn(n, offset, scale):
    pix = jnp.arange(n) - (n - 1) / 2.0
    pix *= scale
    pix -= offset
    return pix


def nd_coords(npix, flag):
    return jax.lax.cond(flag, lambda o: pixel_fn(npix, o, 1.0), lambda o: pixel_fn(npix, o + 1.0, 1.0), 0.0)


nd_coords(4, True)

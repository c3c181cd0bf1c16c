import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def unroll(cell, xs):
    h0 = jnp.zeros(xs.shape[-1])
    n = int(np.prod(xs.shape[1:]))
    h, ys = lax.scan(lambda c, x: cell(c, x), h0, xs)
    return h.reshape(n), ys

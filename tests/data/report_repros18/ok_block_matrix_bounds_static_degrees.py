# Thread: https://github.com/pyro-ppl/numpyro/issues/1212
# Shape: the answer's way out: the angular degrees are bound into the model with `functools.partial` before jitting and `f1` computes the boundaries with NumPy, so `f2` slices and sizes its blocks with Python integers
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def f1(ells):
    sizes = np.array([2 * ell + 1 for ell in ells])
    ends = np.cumsum(sizes)
    return [(int(e - s), int(e)) for s, e in zip(sizes, ends)]


def f2(bounds, coeffs, dim):
    big_matrix = jnp.zeros((dim, dim))
    for (start, end), c in zip(bounds, coeffs):
        small_matrix = c * jnp.eye(end - start)
        big_matrix = big_matrix.at[start:end, start:end].set(small_matrix)
    return big_matrix


def model(ells, coeffs):
    a = f1(ells)
    b = f2(a, coeffs, 9)
    return jnp.trace(b)


jitted_model = jax.jit(partial(model, (0, 1, 2)))
print(jitted_model(jnp.array([1.0, 2.0, 3.0])))

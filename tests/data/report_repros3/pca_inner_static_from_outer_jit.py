# Thread: https://github.com/alonfnt/pcax/issues/3
# Shape: the user jits the library's `fit`, so the count it hands to the inner jit's static argument is a tracer
# expect: ValueError at line 12
from functools import partial

import jax
import jax.numpy as jnp


def fit(x, n_components, solver="full"):
    if solver == "full":
        return _fit_full(x, n_components)
    raise ValueError("solver parameter is not correct")


@partial(jax.jit, static_argnames="n_components")
def _fit_full(x, n_components):
    means = x.mean(axis=0, keepdims=True)
    U, S, Vt = jax.scipy.linalg.svd(x - means, full_matrices=False)
    return Vt[:n_components], means


x = jnp.arange(12.0).reshape(4, 3)
jax.jit(fit)(x, 2)

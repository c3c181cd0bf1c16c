# Thread: https://github.com/alonfnt/pcax/issues/3
# Shape: the fix: the outer jit marks the count (and the solver name) static too
# expect: ok
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
jax.jit(fit, static_argnames=("n_components", "solver"))(x, 2)

import jax
import numpy as np


@jax.custom_vjp
def clip_gradient(x, lo, hi):
    return x


def _fwd(x, lo, hi):
    return x, (lo, hi)


def _bwd(res, g):
    lo, hi = res
    return (np.clip(g, lo, hi), None, None)  # expect: JAX501


clip_gradient.defvjp(_fwd, _bwd)

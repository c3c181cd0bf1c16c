import jax
import jax.numpy as jnp


@jax.custom_vjp
def clip_gradient(x, lo, hi):
    return x


def _fwd(x, lo, hi):
    return x, (lo, hi)


def _bwd(res, g):
    lo, hi = res
    return (jnp.clip(g, lo, hi), None, None)


clip_gradient.defvjp(_fwd, _bwd)

# Thread: https://github.com/scipy/scipy/pull/22219
# Shape: a check_finite guard in a helper called from jitted code
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


def _asarray(a, check_finite=False):
    a = jnp.asarray(a)
    if check_finite and not jnp.isfinite(a).all():
        raise ValueError("array must not contain infs or NaNs")
    return a


def kmeans(obs):
    return _asarray(obs, check_finite=True).mean()


jax.jit(kmeans)(jnp.zeros(3))

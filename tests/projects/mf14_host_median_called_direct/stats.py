import jax
import jax.numpy as jnp

import host


def robust_center(x):
    out = jax.ShapeDtypeStruct(x.shape[:-1], jnp.float32)
    return jax.pure_callback(host.median_rows, out, x)


def robust_scale(x):
    return host.median_rows(jnp.abs(x - robust_center(x)[..., None]))

import jax
import jax.numpy as jnp

import host


def robust_center(x):
    out = jax.ShapeDtypeStruct(x.shape[:-1], jnp.float32)
    return jax.pure_callback(host.median_rows, out, x)


def robust_scale(x):
    dev = jnp.abs(x - robust_center(x)[..., None])
    return jax.pure_callback(host.median_rows, jax.ShapeDtypeStruct(dev.shape[:-1], jnp.float32), dev)

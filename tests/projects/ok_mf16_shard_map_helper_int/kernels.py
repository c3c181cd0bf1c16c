import jax
import jax.numpy as jnp


def global_count(mask):
    local = jnp.sum(mask.astype(jnp.int32))
    return jax.lax.psum(local, "d")

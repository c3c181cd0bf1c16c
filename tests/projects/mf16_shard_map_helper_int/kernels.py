import jax
import jax.numpy as jnp


def global_count(mask):
    local = int(jnp.sum(mask))  # expect: JAX105
    return jax.lax.psum(local, "d")

import jax.numpy as jnp

from utils.compile import compiled, compiled_static


@compiled
def pad_to(x, n):
    out = jnp.zeros(n)  # expect: JAX202
    return out.at[: x.shape[0]].set(x)

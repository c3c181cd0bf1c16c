import jax
import jax.numpy as jnp


def residual_block(p, x):
    h = jax.nn.gelu(x @ p["w1"]) @ p["w2"]
    if jnp.any(jnp.isnan(h)):  # expect: JAX101
        h = jnp.zeros_like(h)
    return x + h

import jax
import jax.numpy as jnp


def init_linear(key, d_in, d_out):
    w = jax.random.normal(key, (d_in, d_out)) / jnp.sqrt(d_in)
    return {"w": w, "b": jnp.zeros(d_out)}

import jax
import jax.numpy as jnp


def init_dense(key, d_in, d_out):
    return {"w": jax.random.normal(key, (d_in, d_out)) / jnp.sqrt(d_in), "b": jnp.zeros(d_out)}


def dense(p, x):
    return x @ p["w"] + p["b"]

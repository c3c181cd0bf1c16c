import jax
import jax.numpy as jnp


def init(key, dim):
    return {"w": jax.random.normal(key, (dim,)) * 0.1}


def predict(params, x):
    return x @ params["w"]

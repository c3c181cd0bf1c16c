import jax.numpy as jnp


def dropout(x, rate):
    if rate > 0:  # expect: JAX101
        return x * (1.0 - rate)
    return x


def dense(params, x):
    return jnp.tanh(x @ params["w"] + params["b"])

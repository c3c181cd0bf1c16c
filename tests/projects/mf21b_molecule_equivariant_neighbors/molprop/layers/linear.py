import jax
import jax.numpy as jnp


def dense_init(key, n_in, n_out, bias=True):
    params = {"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in)}
    if bias:
        params["b"] = jnp.zeros(n_out)
    return params


def dense(params, x):
    y = x @ params["w"]
    return y + params["b"] if "b" in params else y

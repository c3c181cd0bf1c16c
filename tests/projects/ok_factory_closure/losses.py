import jax.numpy as jnp


def mse(params, x, y, cfg):
    pred = x @ params
    if cfg.squared:  # a Python flag of the config, not a tracer
        err = (pred - y) ** 2
    else:
        err = jnp.abs(pred - y)
    return jnp.mean(err)

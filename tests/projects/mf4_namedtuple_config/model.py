import jax.numpy as jnp


def apply(params, x, cfg):
    for i in range(cfg.depth):  # expect: JAX202
        x = jnp.tanh(x * params[i])
    return x

import jax
import jax.numpy as jnp


def init_params(key, cfg):
    w = jax.random.normal(key, (cfg.n_in, cfg.hidden)) * cfg.scale  # expect: JAX202
    return {"w": w, "b": jnp.zeros(cfg.hidden)}  # expect: JAX202


def apply(params, x):
    return jnp.tanh(x @ params["w"] + params["b"])

# Thread: https://github.com/google-research/scenic/issues/709
# Shape: the rate comes from a module-level config, a Python float the jitted initialiser closes over
# expect: ok
import jax
import jax.numpy as jnp

CONFIG = {"dropout_rate": 0.1}


def dropout(x, rate, rng):
    if rate == 0.0:
        return x
    keep = jax.random.bernoulli(rng, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0)


def initialize_model(rng, x):
    w = jax.random.normal(rng, (x.shape[-1], 16))
    h = dropout(x @ w, CONFIG["dropout_rate"], rng)
    return {"w": w}, h


init = jax.jit(initialize_model)
params, h = init(jax.random.key(0), jnp.ones((2, 8)))

# Thread: https://github.com/google-research/scenic/issues/709
# Shape: a jitted model initialiser receives the dropout rate as an argument; the layer checks `if rate == 0.`
# expect: TracerBoolConversionError at line 9
import jax
import jax.numpy as jnp


def dropout(x, rate, rng):
    if rate == 0.0:
        return x
    keep = jax.random.bernoulli(rng, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0)


def initialize_model(rng, x, dropout_rate):
    w = jax.random.normal(rng, (x.shape[-1], 16))
    h = dropout(x @ w, dropout_rate, rng)
    return {"w": w}, h.shape


init = jax.jit(initialize_model)
params, shape = init(jax.random.key(0), jnp.ones((2, 8)), 0.1)

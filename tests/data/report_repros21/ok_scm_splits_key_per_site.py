# Thread: https://github.com/pyro-ppl/numpyro/issues/1399
# Shape: the model splits its key and gives each sample site its own subkey (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def exogenous(rng_key):
    return jax.random.normal(rng_key)


def mechanism(u_y, x, rng_key, scale=1e-4):
    return u_y + x + scale * jax.random.normal(rng_key)


def model_fixed(rng_key, x=1.0):
    u_key, y_key = jax.random.split(rng_key)
    u_y = exogenous(u_key)
    y = mechanism(u_y, x, y_key)
    return x, u_y, y


print(model_fixed(jax.random.key(0)))

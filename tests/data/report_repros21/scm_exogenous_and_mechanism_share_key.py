# Thread: https://github.com/pyro-ppl/numpyro/issues/1399
# Shape: a structural causal model passes one `rng_key` to both of its sample sites: the exogenous noise helper and the mechanism helper draw from the same key, so `y`'s noise is `u_y` rescaled (the key-reuse checker on)
# expect: KeyReuseError at line 15; cause line 20
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def exogenous(rng_key):
    return jax.random.normal(rng_key)


def mechanism(u_y, x, rng_key, scale=1e-4):
    return u_y + x + scale * jax.random.normal(rng_key)


def model_fixed(rng_key, x=1.0):
    u_y = exogenous(rng_key)
    y = mechanism(u_y, x, rng_key)
    return x, u_y, y


print(model_fixed(jax.random.key(0)))

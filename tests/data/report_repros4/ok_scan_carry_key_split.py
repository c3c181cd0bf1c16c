# Thread: https://github.com/jax-ml/jax/pull/19587
# Shape: the scan body splits the carried key and draws from the subkey
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def step(key, x):
    key, subkey = jax.random.split(key)
    noise = jax.random.normal(subkey, x.shape)
    return key, x + noise


def rollout(key, xs):
    _, ys = jax.lax.scan(step, key, xs)
    return ys


rollout(jax.random.key(0), jnp.zeros((5, 2)))

# Thread: https://github.com/jax-ml/jax/pull/19587
# Shape: a scan body draws noise from the carried key and carries the same key on
# expect: KeyReuseError at line 16; cause line 11
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def step(key, x):
    noise = jax.random.normal(key, x.shape)
    return key, x + noise


def rollout(key, xs):
    _, ys = jax.lax.scan(step, key, xs)
    return ys


rollout(jax.random.key(0), jnp.zeros((5, 2)))

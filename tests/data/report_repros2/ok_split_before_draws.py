# Thread: https://github.com/blackjax-devs/blackjax/issues/53
# Shape: the fix: split first and draw from each subkey once
# expect: ok
import jax

jax.config.update("jax_debug_key_reuse", True)


def f(rng_key):
    key_u, key_v = jax.random.split(rng_key, 2)
    u = jax.random.normal(key_u)
    v = jax.random.normal(key_v)
    return u, v


key = jax.random.key(0)
jax.jit(f)(key)

# Thread: https://github.com/blackjax-devs/blackjax/issues/53
# Shape: a key is drawn from, then split and its half drawn from again
# expect: KeyReuseError at line 17; cause line 11
import jax

jax.config.update("jax_debug_key_reuse", True)


def f(rng_key):
    u = jax.random.normal(rng_key)
    rng_key, _ = jax.random.split(rng_key, 2)
    v = jax.random.normal(rng_key)
    return u, v


key = jax.random.key(0)
jax.jit(f)(key)

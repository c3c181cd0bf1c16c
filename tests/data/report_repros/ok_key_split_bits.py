# Thread: https://github.com/jax-ml/jax/pull/20080
# Shape: split before each use
# expect: ok
import jax

jax.config.update("jax_debug_key_reuse", True)


def f(seed):
    key = jax.random.key(seed)
    k1, k2 = jax.random.split(key)
    vals1 = jax.random.bits(k1)
    vals2 = jax.random.bits(k2)
    return vals1 + vals2


jax.jit(f)(0)

# Thread: https://github.com/jax-ml/jax/pull/20080
# Shape: the same key consumed twice in a jitted function
# expect: KeyReuseError at line 16; cause line 12
import jax

jax.config.update("jax_debug_key_reuse", True)


def f(seed):
    key = jax.random.key(seed)
    vals1 = jax.random.bits(key)
    vals2 = jax.random.bits(key)
    return vals1 + vals2


jax.jit(f)(0)

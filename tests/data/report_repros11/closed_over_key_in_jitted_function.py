# Thread: https://github.com/jax-ml/jax/issues/20704
# Shape: a module-level key closed over by a jitted function and consumed on every call (the key-reuse checker on)
# expect: KeyReuseError at line 14
import jax
jax.config.update('jax_debug_key_reuse', True)

key = jax.random.key(0)

@jax.jit
def f():
  return jax.random.bits(key)

f()
f()  # Should error but doesn't.

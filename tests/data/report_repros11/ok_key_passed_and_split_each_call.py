# Thread: https://github.com/jax-ml/jax/issues/20704
# Shape: the key passed in as an argument and split before each call, so no call consumes a consumed key
# expect: ok
import jax
jax.config.update('jax_debug_key_reuse', True)

key = jax.random.key(0)

@jax.jit
def f(key):
  return jax.random.bits(key)

key, subkey = jax.random.split(key)
f(subkey)
key, subkey = jax.random.split(key)
f(subkey)

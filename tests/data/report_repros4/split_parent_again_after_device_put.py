# Thread: https://github.com/jax-ml/jax/issues/25953
# Shape: after splitting and moving the keys, the code splits the parent key a second time
# expect: KeyReuseError at line 10; cause line 8
import jax

jax.config.update("jax_debug_key_reuse", True)
key = jax.random.key(0)
key1, key2 = jax.random.split(key)
key1, key2 = jax.device_put((key1, key2))
more = jax.random.split(key, 3)

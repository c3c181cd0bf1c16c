# Thread: https://github.com/jax-ml/jax/issues/25953
# Shape: keys split once, moved with device_put, then one of them split again (no key used twice)
# expect: ok
import jax

jax.config.update("jax_debug_key_reuse", True)
key = jax.random.key(0)
key1, key2 = jax.random.split(key)
_, key2 = jax.device_put((key1, key2))
jax.random.split(key2)

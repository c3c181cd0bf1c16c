# Thread: https://github.com/jax-ml/jax/issues/2087
# Shape: the standard usage the thread asks to document: split at each step, draw from the new key
# expect: ok
import jax

jax.config.update("jax_debug_key_reuse", True)

key = jax.random.key(0)
draws = []
for _ in range(5):
    new_key, key = jax.random.split(key)
    draws.append(int(jax.random.randint(new_key, (), 0, 10)))
print(draws)

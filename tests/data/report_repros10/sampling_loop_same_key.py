# Thread: https://github.com/jax-ml/jax/issues/2087
# Shape: a loop draws a random integer from the same key on every iteration (the key-reuse checker on); a typed jax.random.key, so the checker tracks it
# expect: KeyReuseError at line 11
import jax

jax.config.update("jax_debug_key_reuse", True)

key = jax.random.key(0)
draws = []
for _ in range(5):
    draws.append(int(jax.random.randint(key, (), 0, 10)))
print(draws)

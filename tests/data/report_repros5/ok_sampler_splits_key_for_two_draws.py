# Thread: https://github.com/jax-ml/jax/pull/20236
# Shape: the method splits the key and gives each draw its own subkey
# expect: ok
import jax

jax.config.update("jax_debug_key_reuse", True)


class Sampler:
    def __init__(self, seed):
        self.seed = seed

    def draw(self):
        key = jax.random.key(self.seed)
        k1, k2 = jax.random.split(key)
        x = jax.random.uniform(k1)
        y = 2 * x
        y += jax.random.normal(k2)
        return 2 * y


print(Sampler(42).draw())

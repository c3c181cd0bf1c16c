# Thread: https://github.com/jax-ml/jax/pull/20236
# Shape: a sampler object's method draws a uniform, then adds a normal drawn from the same key
# expect: KeyReuseError at line 17
import jax

jax.config.update("jax_debug_key_reuse", True)


class Sampler:
    def __init__(self, seed):
        self.seed = seed

    def draw(self):
        key = jax.random.key(self.seed)
        x = jax.random.uniform(key)
        y = 2 * x
        y += jax.random.normal(key)
        return 2 * y


print(Sampler(42).draw())

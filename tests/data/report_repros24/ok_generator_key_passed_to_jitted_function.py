# Thread: https://github.com/google/objax/issues/208
# Shape: the generator's key is split outside and handed to the jitted function as an argument, so each call draws anew and the generator holds concrete keys
# expect: ok
import jax
import jax.numpy as jnp


class Generator:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def __call__(self):
        self.key, subkey = jax.random.split(self.key)
        return subkey


DEFAULT_GENERATOR = Generator(0)


def function(key):
    return jax.random.uniform(key, (1,))


function_jit = jax.jit(function)
for _ in range(3):
    print(function_jit(DEFAULT_GENERATOR()))
print(jax.random.uniform(DEFAULT_GENERATOR(), (1,)))

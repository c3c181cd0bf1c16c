# Thread: https://github.com/google/objax/issues/208
# Shape: a module-level random generator keeps its key on `self` and splits it on each draw; drawing inside a jitted function stores the traced key back on the generator (the jitted function repeats one number, and the next eager draw meets the leaked key)
# expect: UnexpectedTracerError at line 13
import jax
import jax.numpy as jnp


class Generator:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def __call__(self):
        self.key, subkey = jax.random.split(self.key)
        return subkey


DEFAULT_GENERATOR = Generator(0)


def uniform(shape, generator=DEFAULT_GENERATOR):
    return jax.random.uniform(generator(), shape)


def function():
    return uniform((1,))


function_jit = jax.jit(function)
for _ in range(3):
    print(function_jit())
print(uniform((1,)))

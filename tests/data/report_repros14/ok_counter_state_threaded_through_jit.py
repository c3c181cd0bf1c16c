# Thread: https://github.com/google/flax/issues/3997
# Shape: the functional form: the jitted step takes the count and returns the new one, and the module stores the returned value outside the trace
# expect: ok
import jax
import jax.numpy as jnp


class Count:
    def __init__(self, value):
        self.value = value


class Counter:
    def __init__(self):
        self.count = Count(jnp.array(0))
        self._step = jax.jit(self.step)

    @staticmethod
    def step(count):
        return count + 1

    def __call__(self):
        self.count.value = self._step(self.count.value)
        return self.count.value


counter = Counter()
counter()
print(counter.count.value)
counter()
counter()
print(counter.count.value)

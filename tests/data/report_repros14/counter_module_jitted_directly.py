# Thread: https://github.com/google/flax/issues/3997
# Shape: a stateful Counter module holding its count in a variable object (`self.count = Count(jnp.array(0))`) whose __call__ increments `self.count.value += 1`; the instance itself is handed to jax.jit, so the stored count is a tracer and the next eager call reads it
# expect: UnexpectedTracerError at line 18
import jax
import jax.numpy as jnp


class Count:
    def __init__(self, value):
        self.value = value


class Counter:
    def __init__(self):
        self.count = Count(jnp.array(0))

    def __call__(self):
        self.count.value += 1
        return self.count.value


counter = Counter()
counter()
print(counter.count.value)
jax.jit(counter)()
counter()
print(counter.count.value)

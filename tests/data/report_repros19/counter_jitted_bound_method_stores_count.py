# Thread: https://github.com/jax-ml/jax/pull/20732
# Shape: the stateful-computations tutorial's Counter, with its count held as a JAX array: `count = jax.jit(counter.count)` traces the method once, `self.n += 1` stores the tracer on the instance (every call prints 1), and reading `counter.n` afterwards meets the leaked tracer
# expect: UnexpectedTracerError at line 24; cause line 13
import jax
import jax.numpy as jnp


class Counter:
    def __init__(self):
        self.n = jnp.array(0)

    def count(self):
        self.n += 1
        return self.n

    def reset(self):
        self.n = jnp.array(0)


counter = Counter()
count = jax.jit(counter.count)
for _ in range(3):
    print(count())
print("total", counter.n + 0)

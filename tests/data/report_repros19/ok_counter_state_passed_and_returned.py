# Thread: https://github.com/jax-ml/jax/pull/20732
# Shape: the tutorial's fix: the count becomes explicit state, passed into the jitted function and returned from it, so nothing is stored on an object during tracing
# expect: ok
import jax
import jax.numpy as jnp


class CounterV2:
    def count(self, n):
        n = n + 1
        return n, n

    def reset(self):
        return jnp.array(0)


counter = CounterV2()
state = counter.reset()
count = jax.jit(counter.count)
for _ in range(3):
    value, state = count(state)
    print(value)
print("total", state + 0)

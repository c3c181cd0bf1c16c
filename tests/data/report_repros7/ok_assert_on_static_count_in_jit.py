# Thread: https://github.com/jax-ml/jax/pull/8947
# Shape: the assert checks the Python constant the sum is built from, not the traced sum
# expect: ok
import jax
import jax.numpy as jnp

N = 10


@jax.jit
def f():
    assert N > 0
    result = sum(jnp.add(1, 1) for _ in range(N))
    return result


print(f())

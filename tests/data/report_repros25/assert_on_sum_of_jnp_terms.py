# Thread: https://github.com/jax-ml/jax/issues/8910
# Shape: a jitted function sums jnp results over a Python range and asserts the total is positive; every jnp call under jit is staged, so the sum is a tracer and the assert raises
# expect: TracerBoolConversionError at line 13
import jax
import jax.numpy as jnp

N = 10


@jax.jit
def f():
    result = sum(jnp.add(1, 1) for _ in range(N))
    assert result > 0
    return result


print(f())

# Thread: https://github.com/jax-ml/jax/pull/8947
# Shape: an assert on a sum of jnp results inside a jitted function
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

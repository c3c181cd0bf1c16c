# Thread: https://github.com/jax-ml/jax/issues/8910
# Shape: the total is computed with Python ints, so the assert checks a concrete value at trace time
# expect: ok
import jax
import jax.numpy as jnp

N = 10


@jax.jit
def f():
    result = sum(1 + 1 for _ in range(N))
    assert result > 0
    return jnp.asarray(result)


print(f())

# Thread: https://github.com/jax-ml/jax/pull/4342
# Shape: the same max under jit, the branch written as jnp.where (both sides are computed, one is selected)
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def f(x, y):
    return jnp.where(x > y, x, y)


print(f(1, 2))

# Thread: https://github.com/jax-ml/jax/issues/7329
# Shape: a jitted helper indexes an array with a boolean mask it receives as an argument
# expect: NonConcreteBooleanIndexError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def select(x, y):
    return x[y]


x = jnp.arange(4)
y = jnp.array([True, False, True, False])
select(x, y)

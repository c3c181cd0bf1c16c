# Thread: https://github.com/jax-ml/jax/issues/7329
# Shape: the mask selects with jnp.where, keeping the shape static
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def select(x, y):
    return jnp.where(y, x, 0)


x = jnp.arange(4)
y = jnp.array([True, False, True, False])
select(x, y)

# Thread: https://github.com/aesara-devs/aesara/issues/43
# Shape: `jnp.reshape` to a size picked by `jnp.where` from traced bounds
# expect: TypeError at line 10
import jax
import jax.numpy as jnp


def incsubtensor(x, start, stop):
    size = jnp.where(start < stop, stop - start, 0)
    return jnp.reshape(x[:4], (size, -1))


jax.jit(incsubtensor)(jnp.arange(8.0), 0, 2)

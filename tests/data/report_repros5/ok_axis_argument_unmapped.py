# Thread: https://github.com/jax-ml/jax/issues/10493
# Shape: the axis is a Python int left unmapped with in_axes=None
# expect: ok
import jax
import jax.numpy as jnp

x = jnp.ones((3, 2, 2))


def reduce(block, axis):
    return jnp.sum(block, axis)


print(jax.vmap(reduce, in_axes=(0, None))(x, 1))

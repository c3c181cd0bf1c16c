# Thread: https://github.com/jax-ml/jax/issues/10493
# Shape: the axis given to jnp.sum comes from an array that vmap maps, so it is a tracer
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp

x = jnp.ones((3, 2, 2))
axes = jnp.array([0, 1, 0])


def reduce(block, axis):
    return jnp.sum(block, axis)


print(jax.vmap(reduce)(x, axes))

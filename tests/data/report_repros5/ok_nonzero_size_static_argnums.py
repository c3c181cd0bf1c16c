# Thread: https://github.com/jax-ml/jax/pull/6501
# Shape: the size is marked static, as the PR's example does
# expect: ok
import jax
import jax.numpy as jnp

x = jnp.array([0, 1, 1, 0, 0, 1])


def first_nonzero(a, size):
    return jnp.nonzero(a, size=size)[0]


print(jax.jit(first_nonzero, static_argnums=1)(x, 3))

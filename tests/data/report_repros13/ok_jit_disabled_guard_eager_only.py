# Thread: https://github.com/jax-ml/jax/issues/3994
# Shape: the data-dependent check runs on the concrete input before the vmapped, jitted computation
# expect: ok
import jax
import jax.numpy as jnp


@jax.vmap
@jax.jit
def func(arr):
    return jnp.log(arr).sum()


def checked_func(arr):
    assert arr.min() > 0, "data-dependent check failed"
    return func(arr)


with jax.disable_jit():
    print(checked_func(jnp.ones((3, 4))))

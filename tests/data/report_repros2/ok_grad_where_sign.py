# Thread: https://github.com/jax-ml/jax/issues/2783
# Shape: the same function with `jnp.where` under `grad`
# expect: ok
import jax
import jax.numpy as jnp


def func(x):
    return jnp.where(x >= 0., x, -x)


print(jax.grad(func)(3.))

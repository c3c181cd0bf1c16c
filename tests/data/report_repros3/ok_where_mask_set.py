# Thread: https://github.com/jax-ml/jax/issues/21994
# Shape: the same clip with the three-argument `jnp.where`
# expect: ok
import jax
import jax.numpy as jnp


def g(x):
    return jnp.where(x < 5, 0, x)


x = jnp.arange(10)
print(jax.jit(g)(x))

# Thread: https://github.com/jax-ml/jax/issues/4798
# Shape: the builtin min keeps it static
# expect: ok
import jax.numpy as jnp
import jax
from functools import partial


@partial(jax.jit, static_argnums=(0,))
def foo(n, x):
    n_aval = jnp.shape(x)[0]
    n_actual = min(n_aval, n)
    return jnp.arange(n_actual)


foo(5, jnp.arange(10))

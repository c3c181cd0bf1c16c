# Thread: https://github.com/jax-ml/jax/issues/4798
# Shape: jnp.minimum of two static ints, then jnp.arange of the result
# expect: ConcretizationTypeError at line 13
import jax.numpy as jnp
import jax
from functools import partial


@partial(jax.jit, static_argnums=(0,))
def foo(n, x):
    n_aval = jnp.shape(x)[0]
    n_actual = jnp.minimum(n_aval, n)
    return jnp.arange(n_actual)


foo(5, jnp.arange(10))

# Thread: https://github.com/patrick-kidger/equinox/issues/1156
# Shape: the check goes through eqx.error_if, which works under filter_jit
# expect: ok
import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def foo(x):
    x = eqx.error_if(x, jnp.any(x < 0), "negative input")
    return jnp.sqrt(x)


print(foo(jnp.array([1.0, 4.0])))

# Thread: https://github.com/patrick-kidger/equinox/issues/1156
# Shape: an eqx.filter_jit function checks its input with `if jnp.any(x < 0): raise`
# expect: TracerBoolConversionError at line 10
import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def foo(x):
    if jnp.any(x < 0):
        raise ValueError("negative input")
    return jnp.sqrt(x)


print(foo(jnp.array([1.0, 4.0])))

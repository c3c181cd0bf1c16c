# Thread: https://github.com/jax-ml/jax/issues/9823
# Shape: the ensure_compile_time_eval docstring example the issue reports: `z` is computed eagerly inside the context, but the comparison `z > 0` runs after the `with` block, under jit, so it is staged and the `if` meets a tracer
# expect: TracerBoolConversionError at line 13
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    with jax.ensure_compile_time_eval():
        y = jnp.sin(3.0)
        z = jnp.sin(y)
    if z > 0:
        return jnp.sin(x)
    else:
        return jnp.cos(x)


print(f(0.0))

# Thread: https://github.com/jax-ml/jax/pull/38612
# Shape: `jnp.compress` of a traced condition without `size` inside jit
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def positive_part(x):
    return jnp.compress(x > 0, x)


positive_part(jnp.array([1.0, -2.0, 3.0]))

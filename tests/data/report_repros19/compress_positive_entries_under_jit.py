# Thread: https://github.com/jax-ml/jax/issues/38603
# Shape: the issue's `jnp.compress` (and `jnp.extract`) under `jax.jit` without `size=`: the output length depends on the condition's values, and the call fails while tracing (TracerBoolConversionError in JAX 0.10.2)
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def positive_entries(x):
    return jnp.compress(x > 0, x)


x = jnp.array([1.0, -1.0, 2.0, 0.0])
print(positive_entries(x))

# Thread: https://github.com/jax-ml/jax/pull/16430
# Shape: `nullable or default` with a traced value (review comment by dbelenko)
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def scale(x, factor=None):
    factor = factor or 1.0
    return x * factor


scale(jnp.ones(3), jnp.float32(2.0))

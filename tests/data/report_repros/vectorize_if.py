# Thread: https://github.com/jax-ml/jax/issues/553
# Shape: jnp.vectorize over a helper with a Python `if` on the element
# expect: TracerBoolConversionError at line 9
import jax.numpy as jnp


@jnp.vectorize
def wrap_angle(theta):
    if theta > jnp.pi:
        return theta - 2 * jnp.pi
    return theta


wrap_angle(jnp.linspace(-10.0, 10.0, 5))

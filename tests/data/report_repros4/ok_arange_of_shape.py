# Thread: https://github.com/jax-ml/jax/issues/3457
# Shape: the range length comes from the array's shape, which is static under jit
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def active_positions(mask, values):
    n = mask.shape[0]
    idx = jnp.arange(n)
    return jnp.where(mask, values[idx], 0.0)


active_positions(jnp.array([True, True, False]), jnp.arange(3.0))

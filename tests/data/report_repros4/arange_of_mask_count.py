# Thread: https://github.com/jax-ml/jax/issues/3457
# Shape: a jitted step builds an index range whose length is the number of active entries (jnp.sum of a mask)
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def active_positions(mask, values):
    n_active = jnp.sum(mask)
    idx = jnp.arange(n_active)
    return values[idx]


active_positions(jnp.array([True, True, False]), jnp.arange(3.0))

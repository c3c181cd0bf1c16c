# Thread: https://github.com/jax-ml/jax/issues/24740
# Shape: an escape-time loop returns early on `if jnp.abs(z) > 2.0`; the function is vmapped over c
# expect: TracerBoolConversionError at line 13
import jax
from jax import numpy as jnp
from jax import vmap


def mandle_brot(c, max_iter):
    z = jnp.array([0.0 + 0.0j])
    for i in range(max_iter):
        z = z * z + c
        if jnp.abs(z) > 2.0:
            return jnp.array([i])
    return jnp.array([max_iter])


Z = jnp.array([-0.75 + 0.1j, 0.3 + 0.5j, -2.0 + 0.0j, 0.0 + 0.0j])
mandle_brot_vmap = vmap(mandle_brot, in_axes=(0, None))
mandle_brot_vmap(Z, 10)

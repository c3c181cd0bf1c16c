# Thread: https://github.com/jax-ml/jax/issues/24740
# Shape: the fix: count the escape step with `jnp.where` instead of returning early
# expect: ok
import jax
from jax import numpy as jnp
from jax import vmap


def mandle_brot(c, max_iter):
    z = jnp.zeros((), dtype=jnp.complex64)
    escaped_at = jnp.array(max_iter)
    for i in range(max_iter):
        z = z * z + c
        newly = (jnp.abs(z) > 2.0) & (escaped_at == max_iter)
        escaped_at = jnp.where(newly, i, escaped_at)
    return escaped_at


Z = jnp.array([-0.75 + 0.1j, 0.3 + 0.5j, -2.0 + 0.0j, 0.0 + 0.0j])
mandle_brot_vmap = vmap(mandle_brot, in_axes=(0, None))
mandle_brot_vmap(Z, 10)

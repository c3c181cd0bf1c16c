# Thread: https://github.com/jax-ml/jax/issues/25186
# Shape: a Python loop over range(n_steps - k) where n_steps is traced
# expect: TracerIntegerConversionError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def forward_euler(z0, dz, n_steps):
    z = z0
    for _ in range(n_steps - 1):
        z = z + dz
    return z


forward_euler(jnp.float32(0.0), jnp.float32(0.1), 10)

# Thread: https://github.com/jax-ml/jax/issues/25186
# Shape: the step count static by name
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_steps",))
def forward_euler(z0, dz, n_steps):
    z = z0
    for _ in range(n_steps - 1):
        z = z + dz
    return z


forward_euler(jnp.float32(0.0), jnp.float32(0.1), n_steps=10)

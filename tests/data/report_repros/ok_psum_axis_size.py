# Thread: https://github.com/jax-ml/jax/issues/4572
# Shape: lax.psum(1, axis) is the static axis size under a named vmap; used as a Python int
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


def normalise(x):
    n = lax.psum(1, "batch")
    total = lax.psum(x, "batch")
    return x - total / n + jnp.zeros(n)[0]


jax.vmap(normalise, axis_name="batch")(jnp.arange(4.0))

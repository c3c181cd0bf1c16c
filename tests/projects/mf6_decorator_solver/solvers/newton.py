import jax.numpy as jnp

from utils import compiled


@compiled(static=("max_iter",))
def newton_sqrt(a, tol=1e-6, max_iter=50):
    y = jnp.ones_like(a)
    i = 0
    while jnp.max(jnp.abs(y * y - a)) > tol and i < max_iter:  # expect: JAX101
        y = 0.5 * (y + a / y)
        i += 1
    return y

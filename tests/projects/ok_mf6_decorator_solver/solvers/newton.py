import jax.numpy as jnp
from jax import lax

from utils import compiled


@compiled(static=("max_iter",))
def newton_sqrt(a, tol=1e-6, max_iter=50):
    def not_done(state):
        y, i = state
        return jnp.logical_and(jnp.max(jnp.abs(y * y - a)) > tol, i < max_iter)

    def update(state):
        y, i = state
        return 0.5 * (y + a / y), i + 1

    y, _ = lax.while_loop(not_done, update, (jnp.ones_like(a), 0))
    if max_iter < 1:
        raise ValueError("max_iter must be positive")
    return y

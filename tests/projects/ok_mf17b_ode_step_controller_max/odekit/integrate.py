import jax.numpy as jnp
from jax import lax

from .control import next_step
from .tableau import heun_euler


def integrate(f, y0, t1, dt0=0.01, tol=1e-4):
    """y(t1) for y' = f(t, y), y(0) = y0, with adaptive Heun-Euler steps."""

    def cond(state):
        t, _, _ = state
        return t < t1

    def body(state):
        t, y, dt = state
        dt = jnp.minimum(dt, t1 - t)
        y_new, err = heun_euler(f, t, y, dt)
        err = jnp.maximum(err / tol, 1e-10)
        accept = err <= 1.0
        t = jnp.where(accept, t + dt, t)
        y = jnp.where(accept, y_new, y)
        return t, y, next_step(dt, err, order=2)

    init = (jnp.float32(0.0), y0, jnp.float32(dt0))
    return lax.while_loop(cond, body, init)[1]

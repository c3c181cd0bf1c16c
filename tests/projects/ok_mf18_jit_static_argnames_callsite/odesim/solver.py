import jax.numpy as jnp
from jax import lax

from odesim.dynamics import rk4_step


def integrate(y0, t1, n_steps, n_save):
    """Integrate from 0 to t1 in n_steps RK4 steps, keeping n_save evenly spaced states."""
    dt = t1 / n_steps
    every = n_steps // n_save

    def body(i, carry):
        y, out = carry
        y = rk4_step(y, dt)
        out = out.at[i // every].set(y)
        return y, out

    out = jnp.zeros((n_save, y0.shape[0]))
    _, out = lax.fori_loop(0, n_steps, body, (y0, out))
    return out

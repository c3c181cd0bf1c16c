import jax.numpy as jnp
from jax.experimental.ode import odeint

from dynamics import driven_pendulum


def trajectory(y0, t_end, params, n=50):
    ts = jnp.linspace(0.0, t_end, n)
    return odeint(driven_pendulum, y0, ts, params)

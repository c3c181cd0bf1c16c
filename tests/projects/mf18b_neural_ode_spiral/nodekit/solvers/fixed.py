"""Fixed-step explicit Runge-Kutta integration between observation times."""
import jax
import jax.numpy as jnp
from jax import lax

from .tableau import RK4


def rk_step(f, t, y, dt, params, tableau):
    """One step; returns the new state and the stage derivatives."""
    ks = []
    for c, row in zip(tableau.c, tableau.a):
        yi = y
        for a, k in zip(row, ks):
            yi = yi + dt * a * k
        ks.append(f(t + c * dt, yi, params))
    y_new = y
    for b, k in zip(tableau.b, ks):
        y_new = y_new + dt * b * k
    return y_new, ks


def integrate(f, y0, ts, params, cfg, tableau=RK4):
    """The state at every time in `ts` (ts[0] is the start), substepping each interval."""
    n_sub = int((ts[1] - ts[0]) / cfg["max_dt"]) + 1  # expect: JAX105

    def interval(y, t_pair):
        t0, t1 = t_pair
        dt = (t1 - t0) / n_sub

        def sub(i, y):
            return rk_step(f, t0 + i * dt, y, dt, params, tableau)[0]

        y = lax.fori_loop(0, n_sub, sub, y)
        return y, y

    _, ys = lax.scan(interval, y0, (ts[:-1], ts[1:]))
    return jnp.concatenate([y0[None], ys], axis=0)


def integrate_batch(f, y0s, ts, params, cfg, tableau=RK4):
    return jax.vmap(lambda y0: integrate(f, y0, ts, params, cfg, tableau), out_axes=1)(y0s)

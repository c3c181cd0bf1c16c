"""Dormand-Prince 5(4) with error control, for evaluation (no gradients through it)."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from .fixed import rk_step
from .tableau import DOPRI5


class _State(NamedTuple):
    t: jax.Array
    y: jax.Array
    dt: jax.Array
    n_steps: jax.Array


def _error_norm(err, y, y_new, rtol, atol):
    scale = atol + rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
    return jnp.sqrt(jnp.mean((err / scale) ** 2))


def solve_interval(f, y0, t0, t1, params, rtol, atol, max_steps, dt0):
    tab = DOPRI5

    def cond(s):
        return (s.t < t1) & (s.n_steps < max_steps)

    def body(s):
        dt = jnp.minimum(s.dt, t1 - s.t)
        y_new, ks = rk_step(f, s.t, s.y, dt, params, tab)
        err = dt * sum(e * k for e, k in zip(tab.b_err, ks))
        err_norm = _error_norm(err, s.y, y_new, rtol, atol)
        accept = err_norm <= 1.0
        factor = jnp.clip(0.9 * err_norm ** (-1.0 / tab.order), 0.2, 5.0)
        return _State(jnp.where(accept, s.t + dt, s.t), jnp.where(accept, y_new, s.y), dt * factor, s.n_steps + 1)

    init = _State(t0, y0, jnp.asarray(dt0, y0.dtype), jnp.zeros((), jnp.int32))
    return lax.while_loop(cond, body, init).y


def integrate_adaptive(f, y0, ts, params, rtol=1e-5, atol=1e-7, max_steps=500, dt0=0.05):
    def interval(y, t_pair):
        y = solve_interval(f, y, t_pair[0], t_pair[1], params, rtol, atol, max_steps, dt0)
        return y, y

    _, ys = lax.scan(interval, y0, (ts[:-1], ts[1:]))
    return jnp.concatenate([y0[None], ys], axis=0)

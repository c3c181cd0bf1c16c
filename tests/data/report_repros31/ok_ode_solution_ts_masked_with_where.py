# Thread: https://github.com/patrick-kidger/diffrax/issues/286
# Shape: the fix the thread gives: keep the padded `ts` and weight the finite entries with `jnp.where` (mean over the finite count), so the jitted log density never indexes with a traced boolean mask
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Solution(NamedTuple):
    ts: jax.Array
    ys: jax.Array


def diffeqsolve(vector_field, y0, t0, dt0, max_steps, args, event):
    def step(carry, _):
        t, y, done = carry
        y_next = jnp.where(done, y, y + dt0 * vector_field(t, y, args))
        t_next = t + dt0
        stop = done | event(t_next, y_next)
        return (t_next, y_next, stop), (jnp.where(done, jnp.inf, t_next), y_next)

    _, (ts, ys) = jax.lax.scan(step, (t0, y0, False), None, length=max_steps)
    return Solution(ts=ts, ys=ys)


def boltzmann_eq(t, y, args):
    (gamma,) = args
    return -gamma * y


def log_density(gamma, y_obs):
    sol = diffeqsolve(boltzmann_eq, 1.0, 0.0, 0.01, 200, (gamma,), lambda t, y: y < 0.05)
    finite = jnp.isfinite(sol.ts)
    sq = jnp.where(finite, (sol.ys - y_obs) ** 2, 0.0)
    return -jnp.sum(sq) / jnp.sum(finite)


potential = jax.jit(log_density)
print(potential(2.0, 0.3))

# Thread: https://github.com/patrick-kidger/diffrax/issues/286
# Shape: an ODE solver returns a Solution NamedTuple whose `ts` are padded with `inf` after a terminating event; the model drops the padding with a boolean mask, `sol.ts[jnp.isfinite(sol.ts)]`, and the model's log density is jitted (as an MCMC sampler does), so the mask is traced
# expect: NonConcreteBooleanIndexError at line 35
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
    ts = sol.ts[finite]
    return -jnp.sum((sol.ys[finite] - y_obs) ** 2) / ts.shape[0]


potential = jax.jit(log_density)
print(potential(2.0, 0.3))

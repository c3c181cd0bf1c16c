from functools import partial

import jax
import jax.numpy as jnp

import solvers.euler as euler


@partial(jax.jit, static_argnums=0)
def integrate(solver, y0, rate):
    return solver.run(y0, rate)


def run():
    solver = euler.Euler(0.1, 20)
    y = integrate(solver, jnp.ones(3), 0.5)
    return float(y.sum())

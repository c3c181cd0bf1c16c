from functools import partial

import jax

from solver.grid import Grid, apply_boundary, laplacian
from solver.linear import conjugate_gradient


def implicit_step(u, grid: Grid, dt, kappa):
    def matvec(v):
        return v - dt * kappa * laplacian(v, grid.dx)
    u_new = conjugate_gradient(matvec, u)
    return apply_boundary(u_new, 0.0, 0.0)


def run(u0, grid: Grid, dt, kappa, n_steps):
    body = lambda i, u: implicit_step(u, grid, dt, kappa)
    return jax.lax.fori_loop(0, n_steps, body, u0)


run_jit = jax.jit(partial(run, grid=Grid(64, 1.0)), static_argnames=("n_steps",))

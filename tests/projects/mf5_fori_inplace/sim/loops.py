import jax
from jax import lax

from sim.kernels import smooth_at


def sweep(u):
    return lax.fori_loop(1, u.shape[0] - 1, smooth_at, u)


@jax.jit
def relax(u, n_sweeps=3):
    return lax.fori_loop(0, n_sweeps, lambda _, v: sweep(v), u)

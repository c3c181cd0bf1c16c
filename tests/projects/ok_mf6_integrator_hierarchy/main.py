import jax
import jax.numpy as jnp

from integrators import Heun


def main():
    solver = Heun(dt=0.1, t_end=1.0)
    run = jax.jit(solver.run)
    t, x = run(jnp.ones(3))
    return x

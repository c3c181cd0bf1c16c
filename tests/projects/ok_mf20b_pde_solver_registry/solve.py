"""Solve heat and Burgers equations on a periodic grid and a heat problem with fixed ends."""
import jax.numpy as jnp

from pdekit import Grid, Solver, SolverConfig, get_equation
from pdekit.boundary import Dirichlet, Periodic
from pdekit.diagnostics import Energy, Mass, TotalVariation
from pdekit.forcing import PulseForcing


def main():
    grid = Grid(n=64, length=2 * jnp.pi)
    u0 = jnp.sin(grid.x) + 0.5 * jnp.sin(3 * grid.x)
    results = {}
    for name, bc in (("heat", Periodic()), ("burgers", Periodic()), ("heat", Dirichlet(0.0, 0.0))):
        eq = get_equation(name, grid, nu=0.05)
        solver = Solver(eq, bc, SolverConfig(t_end=0.5, n_steps=50, cfl=0.4),
                        observers=[Mass(grid), Energy(grid), TotalVariation()],
                        forcing=PulseForcing(grid, amplitude=0.2, t_off=0.25))
        u, history = solver.run(u0)
        results[(name, type(bc).__name__)] = (float(jnp.abs(u).max()), history["energy"][-1])
    for key, value in results.items():
        print(key, value)
    return results


if __name__ == "__main__":
    main()

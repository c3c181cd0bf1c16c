import jax.numpy as jnp
import numpy as np

from pde.solver import HeatSolver


def reference(u, alpha, dx, dt, n):
    u = np.asarray(u, np.float64)
    for _ in range(n):
        u = u + dt * alpha * (np.roll(u, 1) - 2 * u + np.roll(u, -1)) / dx**2
    return u


def main():
    x = jnp.linspace(0, 1, 64)
    u0 = jnp.exp(-((x - 0.5) ** 2) / 0.01)
    solver = HeatSolver(alpha=0.01, dx=1 / 64, dt=0.01)
    u = solver.run(u0, 50)
    solver.dt = 0.005  # finer steps for the second phase
    u = solver.run(u, 50)
    expected = reference(reference(u0, 0.01, 1 / 64, 0.01, 50), 0.01, 1 / 64, 0.005, 50)
    assert np.allclose(u, expected, atol=1e-4), float(np.abs(u - expected).max())
    print("ok", float(u.max()))


if __name__ == "__main__":
    main()

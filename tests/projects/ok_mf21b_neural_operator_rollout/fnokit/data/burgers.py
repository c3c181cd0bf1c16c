"""Reference data: viscous Burgers trajectories from a pseudo-spectral NumPy solver."""
import jax.numpy as jnp
import numpy as np


def _rhs(u, k, nu):
    u_hat = np.fft.rfft(u)
    du = np.fft.irfft(1j * k * u_hat, n=u.size)
    d2u = np.fft.irfft(-(k ** 2) * u_hat, n=u.size)
    return -u * du + nu * d2u


def burgers_trajectories(n_traj, n_steps, n_grid, seed=0, nu=0.05, dt=0.01, substeps=10):
    """Array [n_traj, n_steps, n_grid] of states sampled every `substeps` RK2 steps."""
    rng = np.random.default_rng(seed)
    x = np.linspace(0, 2 * np.pi, n_grid, endpoint=False)
    k = np.fft.rfftfreq(n_grid, d=1.0 / n_grid)
    out = np.zeros((n_traj, n_steps, n_grid), dtype=np.float32)
    for i in range(n_traj):
        a, b = rng.normal(size=2)
        u = a * np.sin(x) + 0.5 * b * np.cos(2 * x)
        for t in range(n_steps):
            out[i, t] = u
            for _ in range(substeps):
                mid = u + 0.5 * dt * _rhs(u, k, nu)
                u = u + dt * _rhs(mid, k, nu)
    return jnp.asarray(out)

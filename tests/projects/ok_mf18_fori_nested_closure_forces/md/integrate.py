from jax import lax

from md.forces import lennard_jones_forces


def simulate(pos, vel, n_steps, dt=1e-3):
    """Velocity Verlet for n_steps steps."""

    def step(i, state):
        pos, vel = state
        vel = vel + 0.5 * dt * lennard_jones_forces(pos)
        pos = pos + dt * vel
        vel = vel + 0.5 * dt * lennard_jones_forces(pos)
        return pos, vel

    return lax.fori_loop(0, n_steps, step, (pos, vel))

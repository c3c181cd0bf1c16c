from functools import partial

import jax

from .energy import soft_sphere_energy

force_fn = jax.grad(lambda x: -soft_sphere_energy(x))


@partial(jax.jit, static_argnames=("dt",))
def verlet_step(positions, velocities, dt=0.01):
    f0 = force_fn(positions)
    positions = positions + dt * velocities + 0.5 * dt**2 * f0
    velocities = velocities + 0.5 * dt * (f0 + force_fn(positions))
    return positions, velocities


def run(positions, velocities, n_steps):
    for _ in range(n_steps):
        positions, velocities = verlet_step(positions, velocities)
    return positions, velocities

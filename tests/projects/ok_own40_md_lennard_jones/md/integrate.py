import jax
import jax.numpy as jnp


def velocity_verlet(energy_fn, positions, velocities, dt, n_steps, mass=1.0):
    if n_steps == 0:
        return positions, velocities
    force_fn = jax.grad(lambda p: -energy_fn(p))

    def step(i, carry):
        pos, vel, forces = carry
        vel_half = vel + 0.5 * dt * forces / mass
        pos = pos + dt * vel_half
        forces = force_fn(pos)
        vel = vel_half + 0.5 * dt * forces / mass
        return pos, vel, forces

    pos, vel, _ = jax.lax.fori_loop(0, n_steps, step, (positions, velocities, force_fn(positions)))
    return pos, vel


def kinetic_energy(velocities, mass=1.0):
    return 0.5 * mass * jnp.sum(velocities ** 2)

import jax.numpy as jnp

from utils import timed


@timed
def kinetic_energy(vel, mass):
    per_particle = 0.5 * mass * jnp.sum(vel ** 2, axis=-1)
    return per_particle.sum().item()  # expect: JAX105

import jax.numpy as jnp

from physics import kinetic_energy


def main():
    vel = jnp.ones((4, 3))
    return kinetic_energy(vel, 2.0), kinetic_energy.seconds

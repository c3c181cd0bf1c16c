"""Derived quantities: forces, kinetic energy, temperature."""
import jax
import jax.numpy as jnp


def force(energy_fn):
    return jax.grad(lambda R, neighbor: -energy_fn(R, neighbor))


def kinetic_energy(V, mass=1.0):
    return 0.5 * mass * jnp.sum(V ** 2)


def temperature(V, mass=1.0):
    N, dim = V.shape
    return 2.0 * kinetic_energy(V, mass) / (N * dim)

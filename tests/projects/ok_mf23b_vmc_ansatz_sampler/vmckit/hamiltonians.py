"""Hamiltonians by name: a harmonic trap with a soft contact interaction."""
import jax.numpy as jnp

from .ansatz.jastrow import pair_distances
from .laplacian import local_kinetic


class Harmonic:
    def __init__(self, omega=1.0, coupling=0.0):
        self.omega, self.coupling = omega, coupling

    def potential(self, x):
        trap = 0.5 * self.omega ** 2 * jnp.square(x).sum()
        return trap + self.coupling * (1.0 / pair_distances(x)).sum()

    def local_energy(self, log_psi, x):
        return local_kinetic(log_psi, x) + self.potential(x)


class FreeParticles(Harmonic):
    def potential(self, x):
        return 0.0 * x.sum()


HAMILTONIANS = {"harmonic": Harmonic, "free": FreeParticles}


def load_hamiltonian(name, **options):
    return HAMILTONIANS[name](**options)

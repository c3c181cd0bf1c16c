from .potentials import pair_energy

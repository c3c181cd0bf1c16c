import jax.numpy as jnp


class Recorder:
    """Keeps the energies a simulation reports, for plotting afterwards."""

    def __init__(self):
        self.energies = []

    def log(self, energy):
        self.energies.append(energy)

    def summary(self):
        return jnp.concatenate(self.energies)

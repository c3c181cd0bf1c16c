import jax.numpy as jnp


class Recorder:
    """Keeps the energies a simulation reports, for plotting afterwards."""

    def __init__(self):
        self.energies = []

    def log(self, energy):
        self.energies.append(energy)  # expect: JAX301

    def summary(self):
        return jnp.stack(self.energies)

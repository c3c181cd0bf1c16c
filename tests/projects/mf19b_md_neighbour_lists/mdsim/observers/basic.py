"""Each observer is called with (state, neighbor) and returns a scalar."""
import jax.numpy as jnp
import numpy as np

from .. import quantity


class Observer:
    name = "observer"

    def __call__(self, state, neighbor):
        raise NotImplementedError


class KineticEnergy(Observer):
    name = "kinetic"

    def __call__(self, state, neighbor):
        return quantity.kinetic_energy(state.V, state.mass)


class PotentialEnergy(Observer):
    name = "potential"

    def __init__(self, energy_fn):
        self.energy_fn = energy_fn

    def __call__(self, state, neighbor):
        return self.energy_fn(state.R, neighbor)


class Temperature(Observer):
    name = "temperature"

    def __call__(self, state, neighbor):
        speeds = jnp.sum(state.V ** 2, axis=-1)
        return state.mass * np.mean(np.asarray(speeds)) / state.V.shape[1]  # expect: JAX501

# Thread: https://github.com/Quantinuum/qnlp_lorenz_etal_2021_resources/issues/2
# Shape: a circuit is built from gate objects inside the jitted cost; each gate's array property computes its matrix with NumPy from the traced phase
# expect: TracerArrayConversionError at line 16
import jax
import jax.numpy as jnp
import numpy as np


class Rx:
    def __init__(self, phase):
        self.phase = phase

    @property
    def array(self):
        half_theta = np.pi * self.phase
        return np.array([[np.cos(half_theta), -1j * np.sin(half_theta)], [-1j * np.sin(half_theta), np.cos(half_theta)]])


def get_cost(unshaped_params):
    state = jnp.array([1.0 + 0j, 0.0])
    for phase in unshaped_params:
        state = Rx(phase).array @ state
    return jnp.abs(state[0]) ** 2


get_cost_jit = jax.jit(get_cost)
print("Cost: ", get_cost_jit(jnp.array([0.1, 0.2, 0.3])))

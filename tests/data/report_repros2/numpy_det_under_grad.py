# Thread: https://github.com/fishjojo/pyscfad/issues/34
# Shape: a cell volume computed with `np.linalg.det` on the lattice that `grad` differentiates (stress)
# expect: TracerArrayConversionError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def cell_volume(a):
    return abs(np.linalg.det(a))


def energy(a):
    return jnp.sum(a ** 2) / cell_volume(a)


stress = jax.grad(energy)(jnp.eye(3) * 2.0)

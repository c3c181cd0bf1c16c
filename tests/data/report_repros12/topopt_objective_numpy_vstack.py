# Thread: https://github.com/CMSL-HKUST/jax-am/issues/12
# Shape: a topology-optimisation objective stacks the traced densities with np.vstack; the optimiser's jitted update differentiates it
# expect: TracerArrayConversionError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def objective(rho, stiffness):
    rho_full = np.vstack((rho, rho[::-1]))
    return jnp.sum(stiffness * rho_full ** 3)


@jax.jit
def update(params, stiffness):
    grads = jax.grad(objective)(params, stiffness)
    return params - 0.01 * grads


params = jnp.full((4, 2), 0.5)
stiffness = jnp.ones((8, 2))
params = update(params, stiffness)
print(params)

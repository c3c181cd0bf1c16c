# Thread: https://github.com/dpiras/cosmopower-jax/issues/9
# Shape: a jitted log-likelihood stacks the sampled cosmological parameters (a dict of tracers) with np.stack before the emulator call
# expect: TracerArrayConversionError at line 14
import jax
import jax.numpy as jnp
import numpy as np


def emulate(params):
    return jnp.cumsum(params) * 0.1


def log_like(theta, data, cinv):
    params = np.stack([theta["omega_cdm"], theta["omega_b"], theta["h"]])
    r = data - emulate(params)
    return -0.5 * r @ cinv @ r


theta = {"omega_cdm": jnp.array(0.12), "omega_b": jnp.array(0.022), "h": jnp.array(0.7)}
print(jax.jit(log_like)(theta, jnp.ones(3), jnp.eye(3)))

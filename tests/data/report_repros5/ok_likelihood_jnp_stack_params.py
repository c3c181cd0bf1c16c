# Thread: https://github.com/dpiras/cosmopower-jax/issues/9
# Shape: the parameters are stacked with jnp.stack, which accepts tracers
# expect: ok
import jax
import jax.numpy as jnp


def emulate(params):
    return jnp.cumsum(params) * 0.1


def log_like(theta, data, cinv):
    params = jnp.stack([theta["omega_cdm"], theta["omega_b"], theta["h"]])
    r = data - emulate(params)
    return -0.5 * r @ cinv @ r


theta = {"omega_cdm": jnp.array(0.12), "omega_b": jnp.array(0.022), "h": jnp.array(0.7)}
print(jax.jit(log_like)(theta, jnp.ones(3), jnp.eye(3)))

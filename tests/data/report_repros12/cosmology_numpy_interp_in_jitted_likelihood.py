# Thread: https://github.com/ColmTalbot/gwpopulation/issues/107
# Shape: a jitted likelihood updates a cosmology object from the sampled parameters; its distance table is built from the traced H0 and interpolated with np.interp
# expect: TracerArrayConversionError at line 18
import jax
import jax.numpy as jnp
import numpy as np

SPEED_OF_LIGHT = 299792.458


class FlatLambdaCDM:
    def __init__(self, H0, Om0):
        self.H0, self.Om0 = H0, Om0

    def luminosity_distance(self, z):
        zs = np.linspace(0.0, 2.0, 200)
        comoving = SPEED_OF_LIGHT / self.H0 * jnp.cumsum(1.0 / jnp.sqrt(self.Om0 * (1 + zs) ** 3 + 1 - self.Om0)) * (zs[1] - zs[0])
        return (1 + z) * np.interp(z, zs, comoving)


def generic_likelihood(parameters, redshifts):
    cosmo = FlatLambdaCDM(parameters["H0"], parameters["Om0"])
    dl = cosmo.luminosity_distance(redshifts)
    return -jnp.sum(jnp.log(dl))


jitted = jax.jit(generic_likelihood)
print(jitted({"H0": 67.7, "Om0": 0.31}, jnp.array([0.1, 0.5, 1.0])))

# Thread: https://github.com/FarrOutLab/GWInferno/issues/24
# Shape: the fix sizes the cosmology table for the model's largest redshift when the object is built (the `max_z` keyword), outside the trace, and the interpolation no longer branches on the samples, so the jitted population likelihood only reads the table
# expect: ok
import jax
import jax.numpy as jnp


class Cosmology:
    def __init__(self, H0=67.9, Om0=0.3065, max_z=10.0, dz=1e-3):
        self.H0 = H0
        self.Om0 = Om0
        self.dz = dz
        self.max_z = max_z
        self.zs = jnp.arange(0.0, max_z + dz, dz)
        self.dVcdz = self._comoving_volume_density(self.zs)

    def _comoving_volume_density(self, z):
        ez = jnp.sqrt(self.Om0 * (1 + z) ** 3 + 1 - self.Om0)
        dc = jnp.cumsum(self.dz / ez) * 299792.458 / self.H0
        return 4 * jnp.pi * dc**2 * 299792.458 / self.H0 / ez

    def dVcdz_of(self, z):
        return jnp.interp(z, self.zs, self.dVcdz)


class PowerlawRedshift:
    def __init__(self, z_max=2.3):
        self.z_max = z_max
        self.cosmology = Cosmology(max_z=1.5 * z_max)

    def log_prob(self, z, lamb):
        return jnp.log(self.cosmology.dVcdz_of(z)) + (lamb - 1) * jnp.log1p(z)


model = PowerlawRedshift()


@jax.jit
def log_likelihood(lamb, z_samples):
    return jnp.sum(model.log_prob(z_samples, lamb))


print(log_likelihood(2.7, jnp.linspace(0.01, 1.9, 100)))

# Thread: https://github.com/FarrOutLab/GWInferno/issues/24
# Shape: a module-level cosmology object interpolates a precomputed distance table and extends the table when asked for a redshift beyond `max_z` (`if jnp.greater(z_max, self.max_z): self.extend(...)`); a power-law redshift model calls it with the traced samples inside the jitted population likelihood
# expect: TracerBoolConversionError at line 29
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

    def extend(self, max_z):
        self.max_z = max_z
        self.zs = jnp.arange(0.0, max_z + self.dz, self.dz)
        self.dVcdz = self._comoving_volume_density(self.zs)

    def dVcdz_of(self, z):
        z_max = jnp.max(z)
        if jnp.greater(z_max, self.max_z):
            self.extend(float(z_max) * 1.5)
        return jnp.interp(z, self.zs, self.dVcdz)


COSMO = Cosmology()


class PowerlawRedshift:
    def __init__(self, z_max=2.3):
        self.z_max = z_max

    def log_prob(self, z, lamb):
        return jnp.log(COSMO.dVcdz_of(z)) + (lamb - 1) * jnp.log1p(z)


model = PowerlawRedshift()


@jax.jit
def log_likelihood(lamb, z_samples):
    return jnp.sum(model.log_prob(z_samples, lamb))


print(log_likelihood(2.7, jnp.linspace(0.01, 1.9, 100)))

# Thread: https://github.com/kokabsc/gwkokab/pull/680
# Shape: the PLANCK cosmology is a module-level Cosmology instance whose comoving-distance table is computed lazily and cached on the instance; its first use is inside a jitted population rate, so the cached grid and table are tracers, and the eager luminosity distance computed afterwards reads them
# expect: UnexpectedTracerError at line 32; cause line 27
import jax
import jax.numpy as jnp

C_KM_S = 299792.458


class Cosmology:
    def __init__(self, Ho, omega_matter, omega_radiation, omega_lambda, z_max=5.0, n_grid=512):
        self.Ho = Ho
        self.omega_matter = omega_matter
        self.omega_radiation = omega_radiation
        self.omega_lambda = omega_lambda
        self.z_max = z_max
        self.n_grid = n_grid
        self._table = None

    def efunc(self, z):
        return jnp.sqrt(self.omega_matter * (1 + z) ** 3 + self.omega_radiation * (1 + z) ** 4 + self.omega_lambda)

    def _comoving_table(self):
        if self._table is None:
            z_grid = jnp.linspace(0.0, self.z_max, self.n_grid)
            dc = jnp.cumsum(1.0 / self.efunc(z_grid)) * (z_grid[1] - z_grid[0]) * C_KM_S / self.Ho
            self._table = (z_grid, dc)
        return self._table

    def comoving_distance(self, z):
        z_grid, dc = self._comoving_table()
        return jnp.interp(z, z_grid, dc)

    def luminosity_distance(self, z):
        return (1 + z) * self.comoving_distance(z)


PLANCK_2018_Ho = 67.90
PLANCK_2018_OmegaMatter = 0.3065
PLANCK_2018_Cosmology = Cosmology(PLANCK_2018_Ho, PLANCK_2018_OmegaMatter, 0.0, 1.0 - PLANCK_2018_OmegaMatter)


@jax.jit
def log_merger_rate(z, kappa):
    dl = PLANCK_2018_Cosmology.luminosity_distance(z)
    return kappa * jnp.log1p(z) - 2.0 * jnp.log(dl)


print(log_merger_rate(jnp.array([0.1, 0.5, 1.0]), 2.7))
print(PLANCK_2018_Cosmology.luminosity_distance(jnp.array(0.5)))

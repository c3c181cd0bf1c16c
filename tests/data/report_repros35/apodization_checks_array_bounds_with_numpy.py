# Thread: https://github.com/magnusdk/vbeam/pull/48
# Shape: a beamformer's apodization object validates each imaged point against the probe's `array_bounds` with `np.any(...)` before weighting it; the weights are computed by a vmapped method under `jax.jit`, so the check hands a traced comparison to NumPy
# expect: TracerBoolConversionError at line 34
import jax
import jax.numpy as jnp
import numpy as np


class ProbeGeometry:
    def __init__(self, element_x):
        self.element_x = element_x

    @property
    def array_bounds(self):
        return (float(np.min(self.element_x)), float(np.max(self.element_x)))


class TxRxApodization:
    def __init__(self, probe, f_number):
        self.probe = probe
        self.f_number = f_number

    def __call__(self, point):
        x, z = point[0], point[1]
        lo, hi = self.probe.array_bounds
        aperture = z / self.f_number
        distance = jnp.abs(self.probe.element_x - x)
        weights = jnp.where(distance <= aperture / 2, 1.0, 0.0)
        self._check_within_bounds(x, lo, hi)
        return weights / jnp.maximum(weights.sum(), 1.0)

    @staticmethod
    def _check_within_bounds(x, lo, hi):
        if np.any(x < lo) or np.any(x > hi):
            raise ValueError("imaged point lies outside the array bounds")


class Beamformer:
    def __init__(self, apodization):
        self.apodization = apodization

    def weights_for(self, points):
        return jax.jit(jax.vmap(self.apodization))(points)


probe = ProbeGeometry(np.linspace(-0.02, 0.02, 32))
beamformer = Beamformer(TxRxApodization(probe, f_number=1.5))
points = jnp.stack([jnp.linspace(-0.01, 0.01, 8), jnp.full(8, 0.03)], axis=1)
print(beamformer.weights_for(points).shape)

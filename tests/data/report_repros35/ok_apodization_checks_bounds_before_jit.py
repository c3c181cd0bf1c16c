# Thread: https://github.com/magnusdk/vbeam/pull/48
# Shape: the fix the pull request makes: the bounds check that cannot run on traced arrays is removed from the traced weighting; points outside the aperture already get zero weight through `jnp.where`, and the bounds are only checked eagerly on the concrete points before the jitted call
# expect: ok
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
        return weights / jnp.maximum(weights.sum(), 1.0)

    @staticmethod
    def _check_within_bounds(x, lo, hi):
        if np.any(x < lo) or np.any(x > hi):
            raise ValueError("imaged point lies outside the array bounds")


class Beamformer:
    def __init__(self, apodization):
        self.apodization = apodization

    def weights_for(self, points):
        lo, hi = self.apodization.probe.array_bounds
        self.apodization._check_within_bounds(np.asarray(points[:, 0]), lo, hi)
        return jax.jit(jax.vmap(self.apodization))(points)


probe = ProbeGeometry(np.linspace(-0.02, 0.02, 32))
beamformer = Beamformer(TxRxApodization(probe, f_number=1.5))
points = jnp.stack([jnp.linspace(-0.01, 0.01, 8), jnp.full(8, 0.03)], axis=1)
print(beamformer.weights_for(points).shape)

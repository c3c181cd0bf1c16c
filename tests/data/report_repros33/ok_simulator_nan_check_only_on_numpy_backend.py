# Thread: https://github.com/PyAutoLabs/PyAutoArray/issues/334
# Shape: the NaN check the simulator keeps for the NumPy path: `if xp is np and np.isnan(noise_map.array).any():` never converts a traced array, because the jitted simulation was built with `use_jax=True`
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Array2D:
    def __init__(self, values, xp=np):
        self.array = xp.asarray(values)
        self._xp = xp


class Imaging:
    def __init__(self, data, noise_map):
        self.data = data
        self.noise_map = noise_map


class SimulatorImaging:
    def __init__(self, exposure_time, background_sky_level, noise_seed=1, use_jax=False):
        self.exposure_time = exposure_time
        self.background_sky_level = background_sky_level
        self.noise_seed = noise_seed
        self._xp = jnp if use_jax else np

    def via_image_from(self, image):
        xp = self._xp
        image = image + self.background_sky_level
        noise_map = Array2D(xp.sqrt(image * self.exposure_time) / self.exposure_time, xp=xp)
        if xp is np and np.isnan(noise_map.array).any():
            raise ValueError("The noise map of the simulated image contains NaNs")
        key = jax.random.PRNGKey(self.noise_seed)
        counts = jax.random.poisson(key, image * self.exposure_time) / self.exposure_time
        return Imaging(data=Array2D(counts - self.background_sky_level, xp=xp), noise_map=noise_map)


def sersic_image(intensity, effective_radius, radii):
    return intensity * jnp.exp(-7.67 * ((radii / effective_radius) ** 0.25 - 1.0))


radii = jnp.linspace(0.05, 2.0, 16)
simulator = SimulatorImaging(exposure_time=300.0, background_sky_level=0.1, use_jax=True)


@jax.jit
def simulate(intensity, effective_radius):
    dataset = simulator.via_image_from(image=sersic_image(intensity, effective_radius, radii))
    return dataset.data.array, dataset.noise_map.array


print(simulate(0.5, 1.0)[0].shape)

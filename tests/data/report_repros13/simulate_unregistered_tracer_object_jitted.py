# Thread: https://github.com/PyAutoLabs/PyAutoArray/issues/420
# Shape: the documented recipe jits `simulate(tracer)` where the lens tracer is a plain class holding a list of galaxy objects; nothing registers them as pytrees, so jit cannot read its argument
# expect: TypeError at line 48
import jax
import jax.numpy as jnp


class Galaxy:
    def __init__(self, redshift, intensity, effective_radius):
        self.redshift = redshift
        self.intensity = intensity
        self.effective_radius = effective_radius

    def image_2d_from(self, grid):
        r = jnp.sqrt(jnp.sum(grid ** 2, axis=-1))
        return self.intensity * jnp.exp(-r / self.effective_radius)


class Tracer:
    def __init__(self, galaxies):
        self.galaxies = galaxies

    def image_2d_from(self, grid):
        return sum(galaxy.image_2d_from(grid) for galaxy in self.galaxies)


class SimulatorImaging:
    def __init__(self, exposure_time, background_sky_level):
        self.exposure_time = exposure_time
        self.background_sky_level = background_sky_level

    def via_tracer_from(self, tracer, grid):
        image = tracer.image_2d_from(grid)
        return (image + self.background_sky_level) * self.exposure_time


simulator = SimulatorImaging(exposure_time=300.0, background_sky_level=0.1)
xs = jnp.linspace(-1.0, 1.0, 5)
grid = jnp.stack(jnp.meshgrid(xs, xs), axis=-1)


@jax.jit
def simulate(tracer):
    return simulator.via_tracer_from(tracer=tracer, grid=grid)


tracer = Tracer(galaxies=[Galaxy(0.5, jnp.array(1.0), jnp.array(0.3)), Galaxy(1.0, jnp.array(0.5), jnp.array(0.6))])
print(simulate(tracer).shape)

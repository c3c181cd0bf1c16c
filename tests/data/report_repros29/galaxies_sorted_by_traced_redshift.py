# Thread: https://github.com/PyAutoLabs/PyAutoLens/issues/498
# Shape: a ray-tracing class orders its galaxies into planes with Python's `sorted(galaxies, key=lambda g: g.redshift)`; the analysis builds the galaxies inside the jitted log likelihood from the sampled instance, and the subhalo's redshift is a free parameter, so `sorted` compares traced redshifts
# expect: TracerBoolConversionError at line 24
import jax
import jax.numpy as jnp


class Galaxy:
    def __init__(self, redshift, einstein_radius=0.0):
        self.redshift = redshift
        self.einstein_radius = einstein_radius

    def deflections(self, grid):
        r = jnp.sqrt(jnp.sum(grid**2, axis=-1, keepdims=True)) + 1e-6
        return self.einstein_radius * grid / r


class Tracer:
    def __init__(self, galaxies):
        self.galaxies = galaxies

    @property
    def galaxies_ascending_redshift(self):
        return sorted(self.galaxies, key=lambda galaxy: galaxy.redshift)

    def traced_grid(self, grid):
        for galaxy in self.galaxies_ascending_redshift:
            grid = grid - galaxy.deflections(grid)
        return grid


class AnalysisLens:
    def tracer_via_instance_from(self, instance):
        lens = Galaxy(0.5, einstein_radius=instance["lens_einstein_radius"])
        subhalo = Galaxy(instance["subhalo_redshift"], einstein_radius=instance["subhalo_einstein_radius"])
        source = Galaxy(1.0)
        return Tracer([lens, subhalo, source])

    def log_likelihood_function(self, instance, grid, data):
        traced = self.tracer_via_instance_from(instance).traced_grid(grid)
        return -0.5 * jnp.sum((traced - data) ** 2)


analysis = AnalysisLens()
fit = jax.jit(analysis.log_likelihood_function)
instance = {"lens_einstein_radius": 1.6, "subhalo_redshift": 0.6, "subhalo_einstein_radius": 0.1}
grid = jnp.stack(jnp.meshgrid(jnp.linspace(-2, 2, 8), jnp.linspace(-2, 2, 8)), axis=-1)
print(fit(instance, grid, jnp.zeros_like(grid)))

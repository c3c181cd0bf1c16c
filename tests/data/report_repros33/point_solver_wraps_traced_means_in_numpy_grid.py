# Thread: https://github.com/PyAutoLabs/PyAutoLens/issues/343
# Shape: the point solver's `solve` collects the traced image-plane means into a Python list and returns `Grid2DIrregular([pair for pair in filtered_means])`, whose constructor converts its values with `np.asarray`; the solve runs inside the jitted position likelihood
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np


class Grid2DIrregular:
    def __init__(self, values):
        self.array = np.asarray(values, dtype=np.float64).reshape(-1, 2)

    @property
    def in_list(self):
        return [tuple(pair) for pair in self.array]


class IsothermalSph:
    def __init__(self, einstein_radius):
        self.einstein_radius = einstein_radius

    def deflections_yx_2d_from(self, grid):
        radii = jnp.linalg.norm(grid, axis=1, keepdims=True)
        return self.einstein_radius * grid / radii


class PointSolver:
    def __init__(self, triangle_centres, pixel_scale_precision):
        self.triangle_centres = triangle_centres
        self.pixel_scale_precision = pixel_scale_precision

    def solve(self, mass, source_plane_coordinate):
        source_plane = self.triangle_centres - mass.deflections_yx_2d_from(self.triangle_centres)
        distances = jnp.linalg.norm(source_plane - source_plane_coordinate, axis=1)
        nearest = jnp.argsort(distances)[:4]
        filtered_means = [self.triangle_centres[index] for index in nearest]
        return Grid2DIrregular([pair for pair in filtered_means])


angles = jnp.linspace(0.0, 2.0 * jnp.pi, 24, endpoint=False)
centres = jnp.concatenate([r * jnp.stack([jnp.sin(angles), jnp.cos(angles)], axis=1) for r in (0.8, 1.0, 1.2)])
solver = PointSolver(triangle_centres=centres, pixel_scale_precision=0.01)


@jax.jit
def log_likelihood_positions(einstein_radius, source_centre, observed):
    positions = solver.solve(IsothermalSph(einstein_radius), source_centre)
    return -0.5 * jnp.sum((positions.array - observed) ** 2)


print(log_likelihood_positions(1.0, jnp.array([0.05, 0.0]), jnp.zeros((4, 2))))

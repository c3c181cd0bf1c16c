# Thread: https://github.com/ymahlau/fdtdx/pull/331
# Shape: a mode-plane source asks its rectilinear grid for local edge coordinates (NumPy arrays, static metadata), derives NumPy cell centers from them, and interpolates the mode profile at positions located with `jnp.searchsorted`; under `jax.jit` the located indices are tracers used to index the NumPy centers
# expect: TracerArrayConversionError at line 35
import jax
import jax.numpy as jnp
import numpy as np


class RectilinearGrid:
    def __init__(self, edges_x, edges_y):
        self._edges = (np.asarray(edges_x), np.asarray(edges_y))

    def edges_np(self, axis):
        return self._edges[axis]


class ModePlaneSource:
    def __init__(self, grid, width):
        self.grid = grid
        self.width = width

    def _local_edge_coordinates(self):
        return self.grid.edges_np(0), self.grid.edges_np(1)

    def cell_centers(self):
        ex, ey = self._local_edge_coordinates()
        return 0.5 * (ex[1:] + ex[:-1]), 0.5 * (ey[1:] + ey[:-1])

    def mode_profile(self, xc, yc):
        return jnp.exp(-(xc[:, None] ** 2 + yc[None, :] ** 2) / self.width**2)

    def interpolate_mode(self, px, py):
        xc, yc = self.cell_centers()
        ix = jnp.clip(jnp.searchsorted(xc, px), 1, xc.shape[0] - 1)
        x0, x1 = xc[ix - 1], xc[ix]
        t = (px - x0) / (x1 - x0)
        profile = self.mode_profile(xc, yc)
        return (1 - t)[:, None] * profile[ix - 1] + t[:, None] * profile[ix]


grid = RectilinearGrid(np.cumsum(np.r_[0.0, np.full(16, 0.1)]) - 0.8, np.linspace(-0.8, 0.8, 17))
source = ModePlaneSource(grid, width=0.3)
inject = jax.jit(source.interpolate_mode)
print(inject(jnp.linspace(-0.5, 0.5, 5), jnp.zeros(5)).shape)

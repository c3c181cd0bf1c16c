# Thread: https://github.com/PlasmaControl/DESC/pull/1092
# Shape: the fix the pull request makes: `compute_magnetic_field` passes `jitable=True` through `compute` to `get_transforms`, so the Grid takes its jnp branch and the bound method jits
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Grid:
    def __init__(self, nodes, jitable=False):
        self.nodes = nodes
        if jitable:
            self.weights = jnp.full(nodes.shape[0], 4.0 * jnp.pi**2 / nodes.shape[0])
        else:
            _, inverse, counts = np.unique(nodes[:, 0], return_inverse=True, return_counts=True)
            self.weights = 4.0 * np.pi**2 / counts[inverse] / counts.size


def get_transforms(keys, obj, grid, jitable=False):
    return {"grid": Grid(grid, jitable=jitable), "modes": obj.modes}


class FourierCurrentPotentialField:
    def __init__(self, Phi_mn, modes, major_radius=10.0, minor_radius=1.0):
        self.Phi_mn = Phi_mn
        self.modes = modes
        self.major_radius = major_radius
        self.minor_radius = minor_radius

    def compute(self, names, grid, transforms=None, jitable=False):
        if transforms is None:
            transforms = get_transforms(names, self, grid, jitable=jitable)
        nodes = transforms["grid"].nodes
        theta, zeta = nodes[:, 1], nodes[:, 2]
        R = self.major_radius + self.minor_radius * jnp.cos(theta)
        x = jnp.stack([R * jnp.cos(zeta), R * jnp.sin(zeta), self.minor_radius * jnp.sin(theta)], axis=1)
        phase = transforms["modes"][:, 0] * theta[:, None] - transforms["modes"][:, 1] * zeta[:, None]
        K = jnp.sum(self.Phi_mn * jnp.cos(phase), axis=1)
        return {"x": x, "K": K, "weights": transforms["grid"].weights}

    def compute_magnetic_field(self, coords, source_grid):
        data = self.compute(["K", "x"], grid=source_grid, jitable=True)
        separation = coords[:, None, :] - data["x"][None, :, :]
        kernel = separation / jnp.linalg.norm(separation, axis=-1, keepdims=True) ** 3
        return 1e-7 * jnp.sum((data["K"] * data["weights"])[None, :, None] * kernel, axis=1)


modes = jnp.array([[0, 1], [1, 0], [1, 1]], dtype=jnp.float32)
field = FourierCurrentPotentialField(Phi_mn=jnp.array([1.0, 0.5, 0.2]), modes=modes)
theta, zeta = jnp.meshgrid(jnp.linspace(0, 2 * jnp.pi, 8), jnp.linspace(0, 2 * jnp.pi, 6), indexing="ij")
source_grid = jnp.stack([jnp.ones(theta.size), theta.ravel(), zeta.ravel()], axis=1)
coords = jnp.array([[10.0, 0.0, 0.0], [0.0, 10.0, 0.5]])
print(jax.jit(field.compute_magnetic_field)(coords, source_grid))

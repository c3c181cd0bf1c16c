# Thread: https://github.com/ymahlau/fdtdx/pull/347
# Shape: a perfectly matched layer object computes its grading profile from the grid spacing handed to `place_on_grid`; the setup is wrapped in jax.jit together with the time stepping, and the method casts the computed `sigma_end` to a Python float (`float(sigma_end_calculated)`) while the spacing is traced
# expect: ConcretizationTypeError at line 26
import dataclasses
import math

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class PerfectlyMatchedLayer:
    thickness: int
    order: int = 3
    reflection: float = 1e-6

    def sigma_profile(self, sigma_end):
        depth = jnp.arange(self.thickness) / self.thickness
        return sigma_end * depth**self.order

    def place_on_grid(self, spacing, background):
        eta = 376.73 / jnp.sqrt(background)
        sigma_end_calculated = -(self.order + 1) * math.log(self.reflection) / (
            2 * eta * self.thickness * spacing
        )
        sigma_end = float(sigma_end_calculated)
        return self.sigma_profile(sigma_end)


def run_simulation(spacing, field, layer):
    sigma = layer.place_on_grid(spacing, 1.0)
    damping = jnp.exp(-sigma * 1e-3)
    return field[: layer.thickness] * damping


layer = PerfectlyMatchedLayer(thickness=8)
field = jnp.ones(32)
out = jax.jit(run_simulation, static_argnums=2)(jnp.float32(0.05), field, layer)
print(out.shape)

# Thread: https://github.com/ymahlau/fdtdx/pull/347
# Shape: the fix: the perfectly matched layer keeps the computed `sigma_end` as an array (no `float(...)` cast), so placing it on the grid works inside the jitted simulation with a traced spacing
# expect: ok
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
        return self.sigma_profile(sigma_end_calculated)


def run_simulation(spacing, field, layer):
    sigma = layer.place_on_grid(spacing, 1.0)
    damping = jnp.exp(-sigma * 1e-3)
    return field[: layer.thickness] * damping


layer = PerfectlyMatchedLayer(thickness=8)
field = jnp.ones(32)
out = jax.jit(run_simulation, static_argnums=2)(jnp.float32(0.05), field, layer)
print(out.shape)

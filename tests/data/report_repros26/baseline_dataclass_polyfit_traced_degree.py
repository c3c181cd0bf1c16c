# Thread: https://github.com/jax-ml/jax/pull/21951
# Shape: a baseline model registered with register_dataclass keeps the polynomial degree as an ordinary (data) field, so under jit the degree is a tracer when the detrend method hands it to jnp.polyfit, whose `deg` must be static
# expect: ValueError at line 17
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclass
class Baseline:
    grid: jax.Array
    degree: int

    def fit(self, signal):
        return jnp.polyfit(self.grid, signal, self.degree)

    def detrend(self, signal):
        coeffs = self.fit(signal)
        return signal - jnp.polyval(coeffs, self.grid)


@jax.jit
def clean(baseline, signal):
    return baseline.detrend(signal)


grid = jnp.linspace(0.0, 1.0, 16)
print(clean(Baseline(grid=grid, degree=2), grid**2 + 0.5))

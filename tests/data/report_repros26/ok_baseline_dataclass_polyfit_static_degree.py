# Thread: https://github.com/jax-ml/jax/pull/21951
# Shape: the degree is declared a static (metadata) field of the registered dataclass, so jnp.polyfit gets a Python int under jit
# expect: ok
from dataclasses import dataclass, field

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclass
class Baseline:
    grid: jax.Array
    degree: int = field(metadata=dict(static=True))

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

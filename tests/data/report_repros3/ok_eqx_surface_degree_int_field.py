# Thread: https://github.com/exoplanet-dev/jaxoplanet/issues/234
# Shape: the fix: the degree is a Python int field, which `eqx.filter_jit` keeps static
# expect: ok
import math

import equinox as eqx
import jax.numpy as jnp


class Surface(eqx.Module):
    y: jnp.ndarray
    deg: int

    def __init__(self, y):
        self.y = jnp.asarray(y)
        self.deg = int(math.isqrt(self.y.shape[0])) - 1

    def intensity(self, mu):
        if self.deg > 0:
            return self.y[0] + self.y[1:].sum() * mu
        return self.y[0] * jnp.ones_like(mu)


@eqx.filter_jit
def flux(surface, mu):
    return surface.intensity(mu).sum()


flux(Surface([1.0, 0.1, 0.2, 0.3]), jnp.linspace(0.0, 1.0, 5))

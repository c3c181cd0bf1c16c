# Thread: https://github.com/exoplanet-dev/jaxoplanet/issues/234
# Shape: an equinox Module keeps its degree as an array field; `eqx.filter_jit` traces it and a method branches on it
# expect: TracerBoolConversionError at line 17
import equinox as eqx
import jax.numpy as jnp


class Surface(eqx.Module):
    y: jnp.ndarray
    deg: jnp.ndarray

    def __init__(self, y):
        self.y = jnp.asarray(y)
        self.deg = jnp.sqrt(jnp.asarray(self.y.shape[0])).astype(int) - 1

    def intensity(self, mu):
        if self.deg > 0:
            return self.y[0] + self.y[1:].sum() * mu
        return self.y[0] * jnp.ones_like(mu)


@eqx.filter_jit
def flux(surface, mu):
    return surface.intensity(mu).sum()


flux(Surface([1.0, 0.1, 0.2, 0.3]), jnp.linspace(0.0, 1.0, 5))

# Thread: https://github.com/patrick-kidger/equinox/issues/177
# Shape: the same module through eqx.filter_jit, which keeps the non-array enum field static
# expect: ok
import enum

import equinox as eqx
import jax
import jax.numpy as jnp


class Unit(enum.IntEnum):
    METRES = 0
    ARCSEC = 1


class Aperture(eqx.Module):
    diameter: jax.Array
    units: Unit

    def __call__(self, wavelength):
        if self.units == Unit.ARCSEC:
            return 206265.0 * wavelength / self.diameter
        return wavelength / self.diameter


@eqx.filter_jit
def resolution(aperture, wavelength):
    return aperture(wavelength)


print(resolution(Aperture(jnp.array(2.4), Unit.ARCSEC), 5e-7))

# Thread: https://github.com/patrick-kidger/equinox/issues/177
# Shape: an eqx.Module keeps a unit as an enum.IntEnum field; jax.jit traces the int-valued field, so comparing it in __call__ is a traced truth test
# expect: TracerBoolConversionError at line 21
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


@jax.jit
def resolution(aperture, wavelength):
    return aperture(wavelength)


print(resolution(Aperture(jnp.array(2.4), Unit.ARCSEC), 5e-7))

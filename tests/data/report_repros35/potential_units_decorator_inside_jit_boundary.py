# Thread: https://github.com/jobovy/galpy/pull/1301
# Shape: decorators apply bottom-up, so the jit boundary (`backend_input`) wraps `physical_conversion`, whose wrapper attaches units to the method's result by building a `Quantity` that converts its value with `np.asarray`; the Quantity is therefore built inside the trace from a tracer
# expect: TracerArrayConversionError at line 15
import functools

import jax
import jax.numpy as jnp
import numpy as np

KPC_PER_UNIT = 8.0


class Quantity:
    def __init__(self, value, unit):
        self.value = np.asarray(value, dtype=float)
        self.unit = unit

    def __repr__(self):
        return f"{self.value} {self.unit}"


def physical_conversion(quantity):
    def decorator(method):
        @functools.wraps(method)
        def wrapped(self, *args, **kwargs):
            out = method(self, *args, **kwargs)
            if self._roself:
                return Quantity(out * self._scale[quantity], quantity)
            return out
        return wrapped
    return decorator


def backend_input(method):
    @functools.wraps(method)
    def wrapped(self, *args):
        return jax.jit(lambda *a: method(self, *a))(*args)
    return wrapped


class Potential:
    def __init__(self, amp=1.0, ro=None):
        self._amp = amp
        self._roself = ro is not None
        self._scale = {"force": KPC_PER_UNIT if ro is None else ro}

    @backend_input
    @physical_conversion("force")
    def Rforce(self, R, z):
        return -self._amp * R / (R**2 + z**2) ** 1.5


class KeplerPotential(Potential):
    pass


pot = KeplerPotential(amp=2.0, ro=8.0)
print(pot.Rforce(jnp.asarray(1.1), jnp.asarray(0.1)))

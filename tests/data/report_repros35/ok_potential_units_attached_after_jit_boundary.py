# Thread: https://github.com/jobovy/galpy/pull/1301
# Shape: the fix the pull request makes: the decorator pair is swapped so `physical_conversion` sits outside the jit boundary, and the `Quantity` (whose constructor converts with `np.asarray`) is built from the concrete array the jitted body returns
# expect: ok
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

    @physical_conversion("force")
    @backend_input
    def Rforce(self, R, z):
        return -self._amp * R / (R**2 + z**2) ** 1.5


class KeplerPotential(Potential):
    pass


pot = KeplerPotential(amp=2.0, ro=8.0)
print(pot.Rforce(jnp.asarray(1.1), jnp.asarray(0.1)))

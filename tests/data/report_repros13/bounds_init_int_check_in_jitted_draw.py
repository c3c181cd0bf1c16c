# Thread: https://github.com/GalSim-developers/JAX-GalSim/issues/37
# Shape: a BoundsI class ported from GalSim validates in __init__ that its corners are integers (`self.xmin != int(self.xmin)`); a jitted function builds the bounds of a stamp from traced centre coordinates
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp


class BoundsI:
    def __init__(self, xmin, xmax, ymin, ymax):
        self.xmin, self.xmax, self.ymin, self.ymax = xmin, xmax, ymin, ymax
        if (self.xmin != int(self.xmin) or self.xmax != int(self.xmax) or
                self.ymin != int(self.ymin) or self.ymax != int(self.ymax)):
            raise TypeError("BoundsI must be initialized with integer values")

    def area(self):
        return (self.xmax - self.xmin + 1) * (self.ymax - self.ymin + 1)


@jax.jit
def stamp_area(x_center, y_center, half_size):
    xmin = jnp.floor(x_center).astype(jnp.int32) - half_size
    ymin = jnp.floor(y_center).astype(jnp.int32) - half_size
    bounds = BoundsI(xmin, xmin + 2 * half_size, ymin, ymin + 2 * half_size)
    return bounds.area()


print(stamp_area(10.3, 4.7, 3))

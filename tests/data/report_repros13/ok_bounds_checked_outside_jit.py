# Thread: https://github.com/GalSim-developers/JAX-GalSim/issues/37
# Shape: the integer check moves to a classmethod used on concrete inputs; the jitted path builds the bounds through the unchecked constructor
# expect: ok
import jax
import jax.numpy as jnp


class BoundsI:
    def __init__(self, xmin, xmax, ymin, ymax):
        self.xmin, self.xmax, self.ymin, self.ymax = xmin, xmax, ymin, ymax

    @classmethod
    def checked(cls, xmin, xmax, ymin, ymax):
        if any(v != int(v) for v in (xmin, xmax, ymin, ymax)):
            raise TypeError("BoundsI must be initialized with integer values")
        return cls(xmin, xmax, ymin, ymax)

    def area(self):
        return (self.xmax - self.xmin + 1) * (self.ymax - self.ymin + 1)


@jax.jit
def stamp_area(x_center, y_center, half_size):
    xmin = jnp.floor(x_center).astype(jnp.int32) - half_size
    ymin = jnp.floor(y_center).astype(jnp.int32) - half_size
    bounds = BoundsI(xmin, xmin + 2 * half_size, ymin, ymin + 2 * half_size)
    return bounds.area()


print(BoundsI.checked(7, 13, 1, 7).area())
print(stamp_area(10.3, 4.7, 3))

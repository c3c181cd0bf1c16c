# Thread: https://github.com/jaxleyverse/jaxley/pull/603
# Shape: a morphology class keeps per-branch `xyzr` coordinates; a jitted loss moves a cell by a traced offset (`cell.move(dx)` returns a new cell with shifted jnp coordinates) and then calls the cell's `.distance(other)` method, which uses `np.sqrt(np.sum(...))` on the coordinates
# expect: TracerArrayConversionError at line 20
import jax
import jax.numpy as jnp
import numpy as np


class Cell:
    def __init__(self, xyzr):
        self.xyzr = xyzr

    def move(self, dx):
        shifted = [branch.at[:, :3].add(dx) for branch in self.xyzr]
        return Cell(shifted)

    def distance(self, endpoint):
        start_xyz = self.xyzr[0][0, :3]
        end_xyz = endpoint.xyzr[0][0, :3]
        return np.sqrt(np.sum((start_xyz - end_xyz) ** 2))


def make_cell(offset):
    branch = jnp.array([[0.0, 0.0, 0.0, 1.0], [10.0, 0.0, 0.0, 1.0]]) + jnp.array([offset, 0.0, 0.0, 0.0])
    return Cell([branch])


pre = make_cell(0.0)
post = make_cell(20.0)


@jax.jit
def delay_loss(dx, target_distance):
    moved = pre.move(dx)
    return (moved.distance(post) - target_distance) ** 2


print(pre.distance(post))
print(delay_loss(jnp.array([1.0, 2.0, 0.0]), 15.0))

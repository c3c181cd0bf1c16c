# Thread: https://github.com/GalacticDynamics/coordinax/issues/940
# Shape: reference frames are pytree dataclasses whose `__eq__` follows NumPy semantics over their array leaves (returning a 0-d array); `frame_transition`'s self-transition fast path `if from_frame == to_frame:` converts that to a bool, which works eagerly but not when the frames are passed to `jax.jit` as the library recommends
# expect: TracerBoolConversionError at line 39
import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass, data_fields=["distance", "roll", "z_sun"], meta_fields=[])
@dataclasses.dataclass
class Galactocentric:
    distance: jax.Array = dataclasses.field(default_factory=lambda: jnp.asarray(8.122))
    roll: jax.Array = dataclasses.field(default_factory=lambda: jnp.asarray(0.0))
    z_sun: jax.Array = dataclasses.field(default_factory=lambda: jnp.asarray(0.0208))

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        leaves = zip(jax.tree_util.tree_leaves(self), jax.tree_util.tree_leaves(other))
        return jnp.all(jnp.stack([jnp.all(a == b) for a, b in leaves]))

    def to_icrs_matrix(self):
        c, s = jnp.cos(self.roll), jnp.sin(self.roll)
        return jnp.array([[1.0, 0.0, 0.0], [0.0, c, -s], [0.0, s, c]])


class FrameTransform:
    def __init__(self, matrix, offset):
        self.matrix = matrix
        self.offset = offset

    def __call__(self, xyz):
        return self.matrix @ xyz + self.offset


def frame_transition(from_frame, to_frame):
    if from_frame == to_frame:
        return FrameTransform(jnp.eye(3), jnp.zeros(3))
    matrix = to_frame.to_icrs_matrix().T @ from_frame.to_icrs_matrix()
    return FrameTransform(matrix, jnp.array([to_frame.distance - from_frame.distance, 0.0, 0.0]))


@jax.jit
def transform_position(a, b, xyz):
    return frame_transition(a, b)(xyz)


print(transform_position(Galactocentric(), Galactocentric(roll=jnp.asarray(0.17)), jnp.array([1.0, 2.0, 3.0])))

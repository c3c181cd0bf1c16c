# Thread: https://github.com/GalacticDynamics/coordinax/issues/940
# Shape: the traceable fast path: `frame_transition` only short-cuts when the two frames are the same object (`is`), a Python bool under `jax.jit`; frames that are equal but distinct go through the general transform, which gives the identity for equal parameters anyway
# expect: ok
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
    if from_frame is to_frame:
        return FrameTransform(jnp.eye(3), jnp.zeros(3))
    matrix = to_frame.to_icrs_matrix().T @ from_frame.to_icrs_matrix()
    return FrameTransform(matrix, jnp.array([to_frame.distance - from_frame.distance, 0.0, 0.0]))


@jax.jit
def transform_position(a, b, xyz):
    return frame_transition(a, b)(xyz)


print(transform_position(Galactocentric(), Galactocentric(roll=jnp.asarray(0.17)), jnp.array([1.0, 2.0, 3.0])))

# Thread: https://github.com/scikit-hep/awkward/pull/3405
# Shape: a ragged Array is registered as a pytree whose flatten returns only the content buffer as a child and the whole `layout` (offsets and every other buffer) as the aux data; the Array the jitted function returns is rebuilt from that aux layout, so its `weights` buffer computed inside the trace is a stale tracer that the next method call touches
# expect: UnexpectedTracerError at line 27; cause line 32
import jax
import jax.numpy as jnp
import numpy as np
from jax.tree_util import register_pytree_node


class ListOffsetLayout:
    def __init__(self, offsets, content, weights):
        self.offsets = offsets
        self.content = content
        self.weights = weights

    def replace_buffers(self, buffers):
        (content,) = buffers
        return ListOffsetLayout(self.offsets, content, self.weights)


class Array:
    def __init__(self, layout):
        self.layout = layout

    def weighted_list_sums(self):
        ids = np.repeat(np.arange(len(self.layout.offsets) - 1), np.diff(self.layout.offsets))
        values = self.layout.content * self.layout.weights
        return jax.ops.segment_sum(values, jnp.asarray(ids), num_segments=len(self.layout.offsets) - 1)


def _flatten(array):
    return (array.layout.content,), array.layout


def _unflatten(layout, buffers):
    return Array(layout.replace_buffers(buffers))


register_pytree_node(Array, _flatten, _unflatten)


@jax.jit
def calibrate(jets, scale):
    layout = jets.layout
    weights = jnp.exp(-layout.content / 10.0)
    return Array(ListOffsetLayout(layout.offsets, layout.content * scale, weights))


jets = Array(ListOffsetLayout(np.array([0, 2, 3, 6]), jnp.arange(6.0), jnp.ones(6)))
calibrated = calibrate(jets, 1.1)
print(calibrated.weighted_list_sums())

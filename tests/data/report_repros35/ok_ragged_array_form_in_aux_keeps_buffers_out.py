# Thread: https://github.com/scikit-hep/awkward/pull/3405
# Shape: the fix the pull request makes: flatten returns every buffer (content and weights) as children and only a `Form` (the offsets, no buffers) as the aux data; unflatten reconstitutes the layout from the form and the new buffers, so nothing traced outlives the trace in the returned Array
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np
from jax.tree_util import register_pytree_node


class ListOffsetLayout:
    def __init__(self, offsets, content, weights):
        self.offsets = offsets
        self.content = content
        self.weights = weights

    @property
    def form(self):
        return ListOffsetForm(self.offsets)


class ListOffsetForm:
    def __init__(self, offsets):
        self.offsets = offsets

    def from_buffers(self, buffers):
        content, weights = buffers
        return ListOffsetLayout(self.offsets, content, weights)


class Array:
    def __init__(self, layout):
        self.layout = layout

    def weighted_list_sums(self):
        ids = np.repeat(np.arange(len(self.layout.offsets) - 1), np.diff(self.layout.offsets))
        values = self.layout.content * self.layout.weights
        return jax.ops.segment_sum(values, jnp.asarray(ids), num_segments=len(self.layout.offsets) - 1)


def _flatten(array):
    return (array.layout.content, array.layout.weights), array.layout.form


def _unflatten(form, buffers):
    return Array(form.from_buffers(buffers))


register_pytree_node(Array, _flatten, _unflatten)


@jax.jit
def calibrate(jets, scale):
    layout = jets.layout
    weights = jnp.exp(-layout.content / 10.0)
    return Array(ListOffsetLayout(layout.offsets, layout.content * scale, weights))


jets = Array(ListOffsetLayout(np.array([0, 2, 3, 6]), jnp.arange(6.0), jnp.ones(6)))
calibrated = calibrate(jets, 1.1)
print(calibrated.weighted_list_sums())

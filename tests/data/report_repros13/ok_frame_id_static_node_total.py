# Thread: https://github.com/deepmodeling/deepmd-kit/pull/5583
# Shape: the PR's fix: the helper takes a static `n_total` (the padded node count), and the jitted forward marks it static
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def frame_id_from_n_node(n_node, n_total=None):
    """Frame index of each flat node, frame-major."""
    xp = jnp
    nf = n_node.shape[0]
    if n_total is None:
        n_total = int(xp.sum(n_node))
    frame_id = xp.repeat(xp.arange(nf), n_node, total_repeat_length=n_total)
    return frame_id


def segment_energy(atom_energy, n_node, n_total):
    frame_id = frame_id_from_n_node(n_node, n_total)
    return jax.ops.segment_sum(atom_energy, frame_id, num_segments=n_node.shape[0])


@partial(jax.jit, static_argnames=("n_total",))
def forward(coords, n_node, n_total):
    atom_energy = jnp.sum(coords ** 2, axis=-1)
    return segment_energy(atom_energy, n_node, n_total)


coords = jnp.ones((7, 3))
print(forward(coords, jnp.array([3, 4]), n_total=coords.shape[0]))

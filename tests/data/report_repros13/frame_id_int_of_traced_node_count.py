# Thread: https://github.com/deepmodeling/deepmd-kit/pull/5583
# Shape: a graph helper sizes its output with `int(xp.sum(n_node))`; the model's jitted forward passes the per-frame node counts in as an array, so the sum is traced
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


def frame_id_from_n_node(n_node):
    """Frame index of each flat node, frame-major."""
    xp = jnp
    nf = n_node.shape[0]
    n_total = int(xp.sum(n_node))
    return xp.repeat(xp.arange(nf), n_node, total_repeat_length=n_total)


def segment_energy(atom_energy, n_node):
    frame_id = frame_id_from_n_node(n_node)
    return jax.ops.segment_sum(atom_energy, frame_id, num_segments=n_node.shape[0])


@jax.jit
def forward(coords, n_node):
    atom_energy = jnp.sum(coords ** 2, axis=-1)
    return segment_energy(atom_energy, n_node)


coords = jnp.ones((7, 3))
print(forward(coords, jnp.array([3, 4])))

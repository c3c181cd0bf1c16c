"""Save and restore a train state as a flat .npz of its leaves."""
import os

import jax
import numpy as np


def save_checkpoint(directory, state):
    leaves = jax.tree_util.tree_leaves(state)
    np.savez(os.path.join(directory, "state.npz"), *[np.asarray(x) for x in leaves])


def load_checkpoint(directory, like):
    data = np.load(os.path.join(directory, "state.npz"))
    leaves = [data[f"arr_{i}"] for i in range(len(data.files))]
    return jax.tree_util.tree_unflatten(jax.tree_util.tree_structure(like), leaves)

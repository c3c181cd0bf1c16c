"""Parameters to and from an .npz byte buffer (leaves flattened in tree order)."""
import io

import jax
import numpy as np


def save_params(params):
    leaves, treedef = jax.tree.flatten(params)
    buffer = io.BytesIO()
    np.savez(buffer, *[np.asarray(leaf) for leaf in leaves])
    return buffer.getvalue(), treedef


def load_params(blob, treedef):
    with np.load(io.BytesIO(blob)) as data:
        leaves = [data[f"arr_{i}"] for i in range(len(data.files))]
    return jax.tree.unflatten(treedef, leaves)

"""Initial positions on a jittered square lattice (NumPy: built once, before any trace)."""
import numpy as np


def square_lattice(n_side, spacing, jitter=0.05, seed=0):
    rng = np.random.default_rng(seed)
    g = np.arange(n_side) * spacing + 0.5 * spacing
    R = np.stack(np.meshgrid(g, g, indexing="ij"), axis=-1).reshape(-1, 2)
    return (R + jitter * rng.standard_normal(R.shape)).astype(np.float32), n_side * spacing

"""In-memory checkpoints: host copies of the parameter tree, keyed by step."""
import jax
import numpy as np

_STORE = {}


def save_checkpoint(step, params):
    _STORE[step] = jax.tree.map(np.asarray, jax.device_get(params))
    return step


def restore_checkpoint(step=None):
    if not _STORE:
        raise FileNotFoundError("no checkpoint saved")
    step = max(_STORE) if step is None else step
    return _STORE[step]

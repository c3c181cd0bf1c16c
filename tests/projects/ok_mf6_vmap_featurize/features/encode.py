import jax.numpy as jnp
import numpy as np


def featurize(x, n_bins):
    if n_bins < 1:
        raise ValueError("need at least one bin")
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    counts = jnp.histogram(x, bins=edges)[0]
    return counts.astype(jnp.float32) / x.shape[0]

import jax.numpy as jnp

from posenc.tables import FREQS


def fourier_features(x, n_freqs):
    freqs = FREQS[:n_freqs]
    angles = x[..., None] * freqs
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1).reshape(*x.shape[:-1], -1)

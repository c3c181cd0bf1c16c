"""Common parts of the score networks: dense layers and the sigma scaling."""
import jax
import jax.numpy as jnp


def dense_init(key, n_in, n_out):
    w = jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in)
    return {"w": w, "b": jnp.zeros((n_out,))}


def dense(p, x):
    return x @ p["w"] + p["b"]


class ScoreModel:
    """Subclasses build `init(key, dim)` and `features(params, x, emb)`; the output is scaled by 1/sigma."""

    def __init__(self, hidden=64, n_layers=3, emb_dim=16):
        self.hidden = hidden
        self.n_layers = n_layers
        self.emb_dim = emb_dim

    def apply(self, params, x, sigma):
        from .embed import fourier_features

        emb = fourier_features(jnp.log(sigma), params["fourier"])
        out = self.features(params, x, emb)
        return out / sigma[:, None]

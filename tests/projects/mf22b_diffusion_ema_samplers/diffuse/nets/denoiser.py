"""An MLP noise predictor conditioned on the timestep."""
import jax
import jax.numpy as jnp

from .layers import Dense, time_embedding


class Denoiser:
    def __init__(self, dim, hidden, depth, t_dim=16):
        self.dim, self.t_dim = dim, t_dim
        self.layers = [Dense(dim + t_dim, hidden)]
        for _ in range(depth - 2):
            self.layers.append(Dense(hidden, hidden))
        self.layers.append(Dense(hidden, dim))

    def init(self, key):
        keys = jax.random.split(key, len(self.layers))
        return [layer.init(k) for layer, k in zip(self.layers, keys)]

    def __call__(self, params, x, t):
        h = jnp.concatenate([x, time_embedding(t, self.t_dim)], axis=-1)
        for layer, p in zip(self.layers[:-1], params[:-1]):
            h = jax.nn.silu(layer(p, h))
        return self.layers[-1](params[-1], h)

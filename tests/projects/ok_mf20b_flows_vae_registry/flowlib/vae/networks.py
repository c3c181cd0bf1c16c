import jax.numpy as jnp

from ..nets import mlp_apply, mlp_init


class Encoder:
    def __init__(self, dim, latent, hidden):
        self.sizes = [dim, hidden, 2 * latent]

    def init(self, key):
        return mlp_init(key, self.sizes)

    def __call__(self, params, x):
        mean, log_std = jnp.split(mlp_apply(params, x), 2, axis=-1)
        return mean, jnp.clip(log_std, -5.0, 2.0)


class Decoder:
    def __init__(self, dim, latent, hidden):
        self.sizes = [latent, hidden, dim]

    def init(self, key):
        return mlp_init(key, self.sizes)

    def __call__(self, params, z):
        return mlp_apply(params, z)

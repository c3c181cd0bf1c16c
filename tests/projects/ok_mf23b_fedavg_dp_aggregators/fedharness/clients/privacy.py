"""Clip each client's update to a norm bound and add Gaussian noise; everything else delegates."""
import jax
import jax.numpy as jnp
from jax.flatten_util import ravel_pytree


class ClientWrapper:
    def __init__(self, client):
        self.client = client

    def __getattr__(self, name):
        return getattr(self.client, name)


class DPClient(ClientWrapper):
    def __init__(self, client, clip=1.0, noise=0.0):
        super().__init__(client)
        self.clip, self.noise = clip, noise

    def local_update(self, params, x, y, key, round_idx):
        delta = self.client.local_update(params, x, y, key, round_idx)
        flat, unravel = ravel_pytree(delta)
        norm = jnp.linalg.norm(flat)
        flat = flat * jnp.minimum(1.0, self.clip / (norm + 1e-12))
        flat = flat + self.noise * self.clip * jax.random.normal(key, flat.shape)
        return unravel(flat)

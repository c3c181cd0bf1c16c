import jax.numpy as jnp

from .model import decode, encode, reparameterize


def negative_elbo(params, key, x, beta=1.0):
    mu, logvar = encode(params, x)
    z = reparameterize(key, mu, logvar)
    recon = jnp.sum((decode(params, z) - x) ** 2, axis=-1)
    kl = -0.5 * jnp.sum(1.0 + logvar - mu**2 - jnp.exp(logvar), axis=-1)
    return jnp.mean(recon + beta * kl)

import jax
import jax.numpy as jnp

from .nets import dense, init_dense


def init_vae(key, d_data, d_hidden, d_latent):
    k = jax.random.split(key, 4)
    return {"enc": init_dense(k[0], d_data, d_hidden), "head": init_dense(k[1], d_hidden, 2 * d_latent),
            "dec1": init_dense(k[2], d_latent, d_hidden), "dec2": init_dense(k[3], d_hidden, d_data)}


def encode(params, x):
    h = jnp.tanh(dense(params["enc"], x))
    mu, logvar = jnp.split(dense(params["head"], h), 2, axis=-1)
    return mu, logvar


def reparameterize(key, mu, logvar):
    eps = jax.random.normal(key, mu.shape)
    return mu + jnp.exp(0.5 * logvar) * eps


def decode(params, z):
    return dense(params["dec2"], jnp.tanh(dense(params["dec1"], z)))

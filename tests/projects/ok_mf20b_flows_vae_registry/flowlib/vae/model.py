"""A Gaussian VAE whose KL weight warms up over the first steps."""
import jax
import jax.numpy as jnp

from .networks import Decoder, Encoder


class VAE:
    def __init__(self, cfg):
        self.cfg = cfg
        self.encoder = Encoder(cfg.dim, cfg.latent, cfg.hidden)
        self.decoder = Decoder(cfg.dim, cfg.latent, cfg.hidden)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"enc": self.encoder.init(k1), "dec": self.decoder.init(k2)}

    def kl_weight(self, step):
        return jnp.minimum(1.0, step / self.cfg.kl_warmup)

    def loss(self, params, x, key, step):
        mean, log_std = self.encoder(params["enc"], x)
        z = mean + jnp.exp(log_std) * jax.random.normal(key, mean.shape)
        recon = self.decoder(params["dec"], z)
        nll = 0.5 * jnp.sum((recon - x) ** 2, -1)
        kl = 0.5 * jnp.sum(mean ** 2 + jnp.exp(2 * log_std) - 1.0 - 2 * log_std, -1)
        return jnp.mean(nll + self.kl_weight(step) * kl)

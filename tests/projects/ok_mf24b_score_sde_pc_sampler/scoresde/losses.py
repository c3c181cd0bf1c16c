"""Denoising score matching, weighted by the noise variance (lambda(t) = std^2)."""
import jax
import jax.numpy as jnp


class DSMLoss:
    def __init__(self, sde, net, eps=1e-3):
        self.sde, self.net, self.eps = sde, net, eps

    def per_example(self, params, x0, key):
        k_t, k_noise = jax.random.split(key)
        t = jax.random.uniform(k_t, (), minval=self.eps, maxval=1.0)
        xt, noise, std = self.sde.perturb(k_noise, x0, t)
        score = self.net(params, xt, t, std)
        return jnp.sum((score * std + noise) ** 2)

    def __call__(self, params, batch, key):
        keys = jax.random.split(key, batch.shape[0])
        return jnp.mean(jax.vmap(self.per_example, (None, 0, 0))(params, batch, keys))

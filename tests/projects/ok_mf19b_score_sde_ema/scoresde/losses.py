"""Denoising score matching, weighted by sigma^2."""
import jax
import jax.numpy as jnp


def dsm_loss(model, sde, params, key, x, eps=1e-5):
    k_t, k_z = jax.random.split(key)
    t = jax.random.uniform(k_t, (x.shape[0],), minval=eps, maxval=1.0)
    x_t, z, std = sde.perturb(k_z, x, t)
    score = model.apply(params, x_t, std)
    residual = score * std[:, None] + z
    return jnp.mean(jnp.sum(residual ** 2, axis=-1))

"""Reverse-time Euler-Maruyama."""
import jax
import jax.numpy as jnp
from jax import lax


def reverse_step(score_fn, sde, params, x, t, dt, key):
    sigma = sde.marginal_std(jnp.full((x.shape[0],), t))
    g = sde.diffusion(t)
    drift = -(g ** 2) * score_fn(params, x, sigma)
    x_mean = x - drift * dt
    return x_mean + g * jnp.sqrt(dt) * jax.random.normal(key, x.shape), x_mean


def euler_maruyama(score_fn, sde, params, key, shape, n_steps=100, snr=None, eps=1e-3):
    k0, key = jax.random.split(key)
    x = sde.prior_sample(k0, shape)
    ts = jnp.linspace(1.0, eps, n_steps)
    dt = (1.0 - eps) / n_steps

    def body(i, carry):
        x, _, key = carry
        key, k = jax.random.split(key)
        x, x_mean = reverse_step(score_fn, sde, params, x, ts[i], dt, k)
        return x, x_mean, key

    _, x_mean, _ = lax.fori_loop(0, n_steps, body, (x, x, key))
    return x_mean

"""Predictor-corrector: an Euler-Maruyama predictor and a Langevin corrector at a target SNR."""
import jax
import jax.numpy as jnp
from jax import lax

from .euler import reverse_step


def langevin_correct(score_fn, sde, params, x, t, snr, key):
    sigma = sde.marginal_std(jnp.full((x.shape[0],), t))
    grad = score_fn(params, x, sigma)
    noise = jax.random.normal(key, x.shape)
    grad_norm = jnp.linalg.norm(grad.reshape(grad.shape[0], -1), axis=-1).mean()
    noise_norm = jnp.linalg.norm(noise.reshape(noise.shape[0], -1), axis=-1).mean()
    step = 2.0 * (snr * noise_norm / grad_norm) ** 2
    return x + step * grad + jnp.sqrt(2.0 * step) * noise


def predictor_corrector(score_fn, sde, params, key, shape, n_steps=100, snr=0.16, eps=1e-3):
    k0, key = jax.random.split(key)
    x = sde.prior_sample(k0, shape)
    ts = jnp.linspace(1.0, eps, n_steps)
    dt = (1.0 - eps) / n_steps

    def body(carry, t):
        x, key = carry
        key, k_c, k_p = jax.random.split(key, 3)
        x = langevin_correct(score_fn, sde, params, x, t, snr, k_c)
        x, x_mean = reverse_step(score_fn, sde, params, x, t, dt, k_p)
        return (x, key), x_mean

    _, means = lax.scan(body, (x, key), ts)
    return means[-1]

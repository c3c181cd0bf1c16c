"""Ancestral DDPM sampling."""
import jax
import jax.numpy as jnp
from jax import lax


def denoise_step(params, schedule, x, t, key):
    beta = schedule["betas"][t]  # expect: JAX201
    alpha = schedule["alphas"][t]  # expect: JAX201
    alpha_bar = schedule["alpha_bars"][t]  # expect: JAX201
    eps = jnp.tanh(x @ params["w"] + params["b"])
    mean = (x - beta / jnp.sqrt(1.0 - alpha_bar) * eps) / jnp.sqrt(alpha)
    noise = jax.random.normal(key, x.shape)
    return mean + jnp.sqrt(beta) * noise


def sample(params, schedule, key, shape, num_steps):
    key, sub = jax.random.split(key)
    x = jax.random.normal(sub, shape)

    def body(i, carry):
        x, key = carry
        t = num_steps - 1 - i
        key, sub = jax.random.split(key)
        x = denoise_step(params, schedule, x, t, sub)
        return x, key

    x, _ = lax.fori_loop(0, num_steps, body, (x, key))
    return x

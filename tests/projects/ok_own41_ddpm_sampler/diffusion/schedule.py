"""Linear noise schedule, precomputed once."""
import jax.numpy as jnp
import numpy as np


def make_schedule(num_steps, beta_start=1e-4, beta_end=0.02):
    betas = np.linspace(beta_start, beta_end, num_steps)
    alphas = 1.0 - betas
    alpha_bars = np.cumprod(alphas)
    return {
        "betas": jnp.asarray(betas, jnp.float32),
        "alphas": jnp.asarray(alphas, jnp.float32),
        "alpha_bars": jnp.asarray(alpha_bars, jnp.float32),
    }

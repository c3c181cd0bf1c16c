"""Noise schedules: the betas and the cumulative products every step reads."""
import math

import jax.numpy as jnp


def linear_betas(cfg):
    return jnp.linspace(cfg.beta_start, cfg.beta_end, cfg.n_steps)


def cosine_betas(cfg, s=0.008):
    steps = jnp.arange(cfg.n_steps + 1) / cfg.n_steps
    f = jnp.cos((steps + s) / (1 + s) * math.pi / 2) ** 2
    alpha_bar = f / f[0]
    return jnp.clip(1 - alpha_bar[1:] / alpha_bar[:-1], 0.0, 0.999)


BETA_FNS = {"linear": linear_betas, "cosine": cosine_betas}


def make_schedule(cfg):
    betas = BETA_FNS[cfg.schedule](cfg)
    alphas = 1.0 - betas
    alpha_bars = jnp.cumprod(alphas)
    return {
        "betas": betas,
        "alphas": alphas,
        "alpha_bars": alpha_bars,
        "sqrt_ab": jnp.sqrt(alpha_bars),
        "sqrt_1mab": jnp.sqrt(1.0 - alpha_bars),
    }

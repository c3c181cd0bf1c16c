"""Linear noise schedule, precomputed once."""
import numpy as np


def make_schedule(num_steps, beta_start=1e-4, beta_end=0.02):
    betas = np.linspace(beta_start, beta_end, num_steps)
    alphas = 1.0 - betas
    alpha_bars = np.cumprod(alphas)
    return {
        "betas": [float(b) for b in betas],
        "alphas": [float(a) for a in alphas],
        "alpha_bars": [float(a) for a in alpha_bars],
    }

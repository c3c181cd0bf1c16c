"""Noise schedules, registered by name."""
import math

import jax.numpy as jnp

_SCHEDULES = {}


def register(name):
    def wrap(fn):
        _SCHEDULES[name] = fn
        return fn
    return wrap


@register("linear")
def linear_betas(steps, start=1e-4, end=2e-2):
    return jnp.linspace(start, end, steps)


@register("cosine")
def cosine_betas(steps, s=0.008):
    t = jnp.arange(steps + 1) / steps
    f = jnp.cos((t + s) / (1 + s) * math.pi / 2) ** 2
    alphas = f / f[0]
    return jnp.clip(1.0 - alphas[1:] / alphas[:-1], 0.0, 0.999)


class Schedule:
    def __init__(self, betas):
        self.betas = betas
        self.alphas = 1.0 - betas
        self.alphas_cumprod = jnp.cumprod(self.alphas)
        self.num_steps = betas.shape[0]

    def snr(self, t):
        a = self.alphas_cumprod[t]
        return a / (1.0 - a)

    def add_noise(self, x0, noise, t):
        a = self.alphas_cumprod[t][:, None]
        return jnp.sqrt(a) * x0 + jnp.sqrt(1.0 - a) * noise


def make_schedule(kind, steps):
    return Schedule(_SCHEDULES[kind](steps))

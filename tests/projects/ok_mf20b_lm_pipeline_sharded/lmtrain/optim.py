"""AdamW with a warm-up then cosine learning-rate schedule, written on pytrees."""
import math
from typing import NamedTuple

import jax
import jax.numpy as jnp


class AdamState(NamedTuple):
    count: jnp.ndarray
    mu: dict
    nu: dict


class WarmupCosine:
    def __init__(self, peak, warmup_steps, total_steps):
        self.peak = peak
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps

    def __call__(self, step):
        warm = self.peak * (step + 1) / self.warmup_steps
        frac = (step - self.warmup_steps) / max(1, self.total_steps - self.warmup_steps)
        cosine = 0.5 * self.peak * (1.0 + jnp.cos(math.pi * jnp.minimum(frac, 1.0)))
        return jnp.where(step < self.warmup_steps, warm, cosine)


def adamw_init(params):
    mu = jax.tree_util.tree_map(jnp.zeros_like, params)
    nu = jax.tree_util.tree_map(jnp.zeros_like, params)
    return AdamState(count=jnp.zeros((), jnp.int32), mu=mu, nu=nu)


def adamw_update(grads, state, params, lr, cfg):
    mu = jax.tree_util.tree_map(lambda m, g: cfg.b1 * m + (1 - cfg.b1) * g, state.mu, grads)
    nu = jax.tree_util.tree_map(lambda v, g: cfg.b2 * v + (1 - cfg.b2) * g * g, state.nu, grads)
    t = state.count + 1
    c1, c2 = 1 - cfg.b1 ** t, 1 - cfg.b2 ** t

    def step(p, m, v):
        return p - lr * ((m / c1) / (jnp.sqrt(v / c2) + cfg.eps) + cfg.weight_decay * p)

    new_params = jax.tree_util.tree_map(step, params, mu, nu)
    return new_params, AdamState(count=t, mu=mu, nu=nu)

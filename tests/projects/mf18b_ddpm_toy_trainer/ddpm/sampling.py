"""Ancestral sampling: the reverse chain as one lax.scan."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from .diffusion import p_step


@partial(jax.jit, static_argnums=(0, 4, 5, 6))
def sample(model, params, schedule, key, n, n_steps, data_dim):
    k0, k_loop = jax.random.split(key)
    x = jax.random.normal(k0, (n, data_dim))
    ts = jnp.arange(n_steps)[::-1]
    keys = jax.random.split(k_loop, n_steps)

    def body(x, inputs):
        t, k = inputs
        return p_step(model, params, schedule, x, t, k), None

    x, _ = lax.scan(body, x, (ts, keys))
    return x

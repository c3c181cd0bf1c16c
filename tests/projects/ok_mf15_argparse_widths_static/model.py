from functools import partial

import jax
import jax.numpy as jnp


def init(key, n_in, widths):
    params = []
    for w in widths:
        key, sub = jax.random.split(key)
        params.append(jax.random.normal(sub, (n_in, w)) * 0.1)
        n_in = w
    return params


@partial(jax.jit, static_argnames=("widths",))
def forward(params, x, widths):
    for w, layer in zip(widths, params):
        x = jnp.tanh(x @ layer)[:, :w]
    return x

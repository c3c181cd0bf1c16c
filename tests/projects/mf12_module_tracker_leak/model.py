import jax.numpy as jnp

import metrics


def forward(w, x):
    h = jnp.tanh(x @ w)
    return metrics.TRACKER.record(h.mean())

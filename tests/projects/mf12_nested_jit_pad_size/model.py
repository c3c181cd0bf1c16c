import jax.numpy as jnp

from utils import pad_rows


def forward(w, x):
    x = pad_rows(x, 8)
    return jnp.tanh(x @ w)

import jax.numpy as jnp

from .ops import clip_gradient


def forward(params, x):
    h = jnp.tanh(x @ params["w1"])
    h = clip_gradient(h, 1.0)
    return h @ params["w2"]


def loss(params, x, y):
    return jnp.mean((forward(params, x) - y) ** 2)

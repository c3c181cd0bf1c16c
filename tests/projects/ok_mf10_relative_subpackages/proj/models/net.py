import jax.numpy as jnp

from ..layers import layer_norm


def forward(params, x):
    for w in params:
        x = layer_norm(jnp.tanh(x @ w))
    return x

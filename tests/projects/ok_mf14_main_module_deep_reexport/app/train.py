import jax
import jax.numpy as jnp

from . import nn


def predict(params, x):
    h = nn.linear(params["w1"], x)
    return nn.linear(params["w2"], h)


def main():
    params = {"w1": jnp.ones((3, 4)), "w2": jnp.ones((4, 1))}
    return jax.jit(predict)(params, jnp.ones((2, 3)))

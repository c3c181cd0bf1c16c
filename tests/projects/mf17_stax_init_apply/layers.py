import math

import jax
import jax.numpy as jnp


def Dense(n_out):
    def init(key, n_in):
        w = jax.random.normal(key, (n_in, n_out)) / math.sqrt(n_in)
        return n_out, (w, jnp.zeros(n_out))

    def apply(params, x):
        w, b = params
        return x @ w + b

    return init, apply


def LayerNorm(eps=1e-5):
    def init(key, n_in):
        return n_in, (jnp.ones(n_in), jnp.zeros(n_in))

    def apply(params, x):
        scale, shift = params
        mean = x.mean(-1, keepdims=True)
        var = x.var(-1, keepdims=True)
        return scale * (x - mean) / math.sqrt(var + eps) + shift  # expect: JAX501

    return init, apply


def Relu():
    return (lambda key, n_in: (n_in, ())), (lambda params, x: jax.nn.relu(x))

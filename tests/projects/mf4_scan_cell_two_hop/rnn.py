from jax import lax

from layers import cell


def unroll(params, h0, xs):
    def step(h, x):
        h = cell(params, h, x)
        return h, h
    return lax.scan(step, h0, xs)

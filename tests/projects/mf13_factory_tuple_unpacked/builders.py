import jax.numpy as jnp


def make_model(width):
    def init():
        return jnp.ones((width, width))

    def apply(w, x):
        h = w @ x
        if h.sum() > 0:  # expect: JAX101
            h = -h
        return h

    return init, apply

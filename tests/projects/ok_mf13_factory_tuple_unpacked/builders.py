import jax.numpy as jnp


def make_model(width):
    def init():
        return jnp.ones((width, width))

    def apply(w, x):
        h = w @ x
        return jnp.where(h.sum() > 0, -h, h)

    return init, apply

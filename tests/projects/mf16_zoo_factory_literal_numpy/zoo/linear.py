import jax.numpy as jnp


class Linear:
    def __init__(self, width):
        self.width = width

    def init(self):
        return {"w": jnp.ones((self.width, 1)) * 0.1}

    def apply(self, params, x):
        return x @ params["w"]

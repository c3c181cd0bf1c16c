import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, w, b, activate=True):
        self.w, self.b, self.activate = w, b, activate

    def __call__(self, x):
        y = x @ self.w + self.b
        if self.activate:  # a Python flag fixed when the layer was built
            y = jax.nn.relu(y)
        return y

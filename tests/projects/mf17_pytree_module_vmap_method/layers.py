import jax.numpy as jnp
import numpy as np

from module import pytree_module


@pytree_module
class Linear:
    w: jnp.ndarray
    b: jnp.ndarray

    def __call__(self, x):
        return np.tanh(self.w @ x + self.b)  # expect: JAX501

import jax.numpy as jnp

from module import pytree_module


@pytree_module
class Linear:
    w: jnp.ndarray
    b: jnp.ndarray

    def __call__(self, x):
        return jnp.tanh(self.w @ x + self.b)

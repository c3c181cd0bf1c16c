# Thread: https://github.com/jax-ml/jax/issues/15115
# Shape: the answer in the thread: the method is jitted with `static_argnums=(0,)`, so `self` is a compile-time constant and only the pytrees are traced
# expect: ok
import functools

import jax
import jax.numpy as jnp
from jax import jit


class opt:
    def __init__(self, lr=0.01, beta=0.9):
        self.lr = lr
        self.beta = beta

    @functools.partial(jit, static_argnums=(0,))
    def opt(self, gradient, parameter):
        v = jax.tree_util.tree_map(lambda g: (1 - self.beta) * g, gradient)
        return jax.tree_util.tree_map(lambda p, m: p - self.lr * m, parameter, v)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
grads = {"w": jnp.full((3, 2), 0.5), "b": jnp.ones(2)}
optimizer = opt()
params = optimizer.opt(grads, params)
print(params["b"])

# Thread: https://github.com/jax-ml/jax/issues/15115
# Shape: an optimizer class decorates its update method with a bare `@jit`, so `self` (an ordinary object) is one of the traced arguments
# expect: TypeError at line 24
import jax
import jax.numpy as jnp
from jax import jit


class opt:
    def __init__(self, lr=0.01, beta=0.9):
        self.lr = lr
        self.beta = beta
        self.v = None

    @jit
    def opt(self, gradient, parameter):
        v = jax.tree_util.tree_map(lambda g: (1 - self.beta) * g, gradient)
        return jax.tree_util.tree_map(lambda p, m: p - self.lr * m, parameter, v)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
grads = {"w": jnp.full((3, 2), 0.5), "b": jnp.ones(2)}
optimizer = opt()
params = optimizer.opt(grads, params)
print(params["b"])

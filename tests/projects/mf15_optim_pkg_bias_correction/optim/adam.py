import math

import jax
import jax.numpy as jnp

from .base import Optimizer


class Adam(Optimizer):
    def __init__(self, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8):
        self.lr, self.b1, self.b2, self.eps = lr, b1, b2, eps

    def init(self, params):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return {"count": jnp.zeros((), jnp.int32), "mu": zeros, "nu": zeros}

    def update(self, grads, state, params):
        count = state["count"] + 1
        mu = jax.tree_util.tree_map(lambda m, g: self.b1 * m + (1 - self.b1) * g, state["mu"], grads)
        nu = jax.tree_util.tree_map(lambda v, g: self.b2 * v + (1 - self.b2) * g * g, state["nu"], grads)
        scale = self.lr * math.sqrt(1 - self.b2 ** count) / (1 - self.b1 ** count)  # expect: JAX501
        new = jax.tree_util.tree_map(lambda p, m, v: p - scale * m / (jnp.sqrt(v) + self.eps), params, mu, nu)
        return new, {"count": count, "mu": mu, "nu": nu}

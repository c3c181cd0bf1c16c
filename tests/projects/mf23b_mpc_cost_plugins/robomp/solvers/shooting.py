"""Gradient descent on the controls with a line search over a few fixed step sizes."""
import functools

import jax
import jax.numpy as jnp

from .base import TrajectorySolver


class GradientShooting(TrajectorySolver):
    def __init__(self, iters=10, step_sizes=(0.3, 0.1, 0.03)):
        super().__init__(iters)
        self.step_sizes = step_sizes

    def solve(self, model, costs, x0, us):
        objective = functools.partial(self.total_cost, model, costs, x0)

        def body(i, us):
            g = jax.grad(objective)(us)
            candidates = [us - lr * g for lr in self.step_sizes]
            values = jnp.stack([objective(c) for c in candidates])
            return candidates[jnp.argmin(values)]  # expect: JAX201

        return jax.lax.fori_loop(0, self.iters, body, us)

"""Maximise an acquisition by projected gradient ascent from many random starts."""
import jax
import jax.numpy as jnp

from . import bounds


class AcquisitionOptimizer:
    def __init__(self, gp, acquisition, steps, lr):
        self.gp, self.acquisition, self.steps, self.lr = gp, acquisition, steps, lr
        self._ascend = jax.jit(self.ascend)

    def score(self, u, params, x, y):
        mean, var = self.gp.predict(params, x, y, u[None])
        return self.acquisition(mean[0], var[0], jnp.min(y))

    def ascend(self, starts, params, x, y):
        grad = jax.vmap(jax.grad(self.score), (0, None, None, None))

        def body(_, u):
            return bounds.project(u + self.lr * grad(u, params, x, y))

        found = jax.lax.fori_loop(0, self.steps, body, starts)
        values = jax.vmap(self.score, (0, None, None, None))(found, params, x, y)
        return found[jnp.argmax(values)]

    def __call__(self, key, dim, params, x, y, count):
        starts = jax.random.uniform(key, (count, dim))
        return self._ascend(starts, params, x, y)

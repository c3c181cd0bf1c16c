import jax
import jax.numpy as jnp

from monitor import NormTracker


class Trainer:
    def __init__(self, lr=0.1):
        self.lr = lr
        self.tracker = NormTracker()
        self._step = jax.jit(self._train_step)

    def loss(self, params, x, y):
        pred = x @ params["w"] + params["b"]
        return jnp.mean((pred - y) ** 2)

    def _train_step(self, params, x, y):
        loss, grads = jax.value_and_grad(self.loss)(params, x, y)
        norm = self.tracker.norm(grads)
        params = jax.tree.map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss, norm

    def fit(self, params, x, y, steps=3):
        for _ in range(steps):
            params, loss, norm = self._step(params, x, y)
            self.tracker.record(norm)
        return params, loss

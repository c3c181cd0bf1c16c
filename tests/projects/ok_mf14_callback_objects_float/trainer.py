import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr, callbacks=()):
        self.lr = lr
        self.callbacks = list(callbacks)
        self._step = jax.jit(self.step)

    def loss(self, w, x, y):
        return jnp.mean((x @ w - y) ** 2)

    def step(self, w, x, y):
        loss, g = jax.value_and_grad(self.loss)(w, x, y)
        metrics = {"loss": loss, "grad_norm": jnp.linalg.norm(g)}
        for cb in self.callbacks:
            metrics = cb.on_step(metrics)
        return w - self.lr * g, metrics

    def fit(self, w, x, y, steps):
        for _ in range(steps):
            w, metrics = self._step(w, x, y)
        return w, metrics

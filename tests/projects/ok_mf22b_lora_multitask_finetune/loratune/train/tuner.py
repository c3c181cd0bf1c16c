"""Only the adapters train: the gradient of every other leaf is masked out; the step is jitted once."""
import jax
import jax.numpy as jnp

from ..checkpoint import flatten
from ..schedules import warmup_linear_decay


class FineTuner:
    def __init__(self, model, cfg, hooks=()):
        self.model, self.cfg, self.hooks = model, cfg, list(hooks)
        self.schedule = warmup_linear_decay(cfg.lr, cfg.warmup, cfg.steps)
        self._step = jax.jit(self.train_step)

    def trainable_mask(self, params):
        paths = iter(flatten(params))
        return jax.tree_util.tree_map(lambda _: "lora_" in next(paths), params)

    def train_step(self, params, mask, batch, step):
        loss, grads = jax.value_and_grad(self.model.loss)(params, batch)
        lr = self.schedule(step)
        params = jax.tree_util.tree_map(lambda p, g, m: jnp.where(m, p - lr * g, p), params, grads, mask)
        return params, loss

    def fit(self, params, batches):
        mask = self.trainable_mask(params)
        for step in range(self.cfg.steps):
            batch = batches[step % len(batches)]
            params, loss = self._step(params, mask, batch, jnp.asarray(step))
            for hook in self.hooks:
                hook(step, loss, params)
        return params

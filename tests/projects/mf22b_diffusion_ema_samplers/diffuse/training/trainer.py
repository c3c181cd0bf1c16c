"""SGD with momentum and an EMA copy; fit() takes the loss as a bound method."""
import jax
import jax.numpy as jnp

from .ema import EMA


class Trainer:
    def __init__(self, lr, ema_decay, momentum=0.9, hooks=()):
        self.lr, self.momentum = lr, momentum
        self.ema = EMA(ema_decay)
        self.hooks = list(hooks)

    def _make_step(self, loss_fn):
        def step(params, velocity, ema_params, batch, key, i):
            loss, grads = jax.value_and_grad(loss_fn)(params, batch, key)
            velocity = jax.tree_util.tree_map(lambda v, g: self.momentum * v + g, velocity, grads)
            params = jax.tree_util.tree_map(lambda p, v: p - self.lr * v, params, velocity)
            ema_params = self.ema.update(ema_params, params, i)
            return params, velocity, ema_params, loss
        return jax.jit(step)

    def fit(self, loss_fn, params, batches, seed=0):
        step = self._make_step(loss_fn)
        velocity = jax.tree_util.tree_map(jnp.zeros_like, params)
        ema_params = self.ema.init(params)
        key = jax.random.PRNGKey(seed)
        for i, batch in enumerate(batches):
            key, sub = jax.random.split(key)
            params, velocity, ema_params, loss = step(params, velocity, ema_params, batch, sub, jnp.asarray(i))
            for hook in self.hooks:
                hook.on_step(i, loss)
        return params, ema_params

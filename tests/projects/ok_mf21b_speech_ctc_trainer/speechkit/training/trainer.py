"""A Trainer whose fit() takes the loss as a function (often a bound method of the model)."""
import jax

from .optim import momentum_init, momentum_update


class Trainer:
    def __init__(self, cfg, callbacks=()):
        self.cfg = cfg
        self.callbacks = list(callbacks)

    def fit(self, loss_fn, params, batches, key):
        grad_fn = jax.value_and_grad(loss_fn)

        @jax.jit
        def train_step(params, velocity, batch, key):
            loss, grads = grad_fn(params, batch, key)
            params, velocity = momentum_update(params, grads, velocity, self.cfg.learning_rate, self.cfg.momentum)
            return params, velocity, loss

        velocity = momentum_init(params)
        for step, batch in enumerate(batches):
            key, sub = jax.random.split(key)
            params, velocity, loss = train_step(params, velocity, batch, sub)
            for cb in self.callbacks:
                cb.on_step_end(step, loss)
        return params

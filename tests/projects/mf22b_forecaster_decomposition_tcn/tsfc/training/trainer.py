"""fit(loss, ...) jits one Adam step around the loss it is handed."""
import jax
import jax.numpy as jnp

from .optim import adam_init, adam_update, clip_by_global_norm


class Trainer:
    def __init__(self, lr=1e-3, max_grad_norm=1.0, callbacks=()):
        self.lr, self.max_grad_norm, self.callbacks = lr, max_grad_norm, list(callbacks)

    def fit(self, loss_fn, params, train, valid, epochs, batch_size):
        def step(params, opt_state, x, y):
            loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
            grads = clip_by_global_norm(grads, self.max_grad_norm)
            params, opt_state = adam_update(params, grads, opt_state, self.lr)
            return params, opt_state, loss

        step = jax.jit(step)
        evaluate = jax.jit(loss_fn)
        opt_state = adam_init(params)
        for epoch in range(epochs):
            for x, y in train.batches(batch_size, seed=epoch):
                params, opt_state, _ = step(params, opt_state, jnp.asarray(x), jnp.asarray(y))
            val = float(evaluate(params, jnp.asarray(valid.inputs), jnp.asarray(valid.targets)))
            if any([callback(epoch, val) for callback in self.callbacks]):
                break
        return params

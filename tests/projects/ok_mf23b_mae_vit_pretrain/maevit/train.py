"""`fit(loss_fn, ...)` jits one step around the loss it is handed (a bound model method)."""
import jax

from .optim import adam_init, adam_update


class Trainer:
    def __init__(self, optim_cfg, augment, callbacks=()):
        self.cfg, self.augment, self.callbacks = optim_cfg, augment, list(callbacks)

    def fit(self, loss_fn, params, batches, key):
        grad_fn = jax.value_and_grad(loss_fn)

        def step(params, opt_state, images, key):
            k_aug, k_mask = jax.random.split(key)
            images = jax.vmap(self.augment)(jax.random.split(k_aug, images.shape[0]), images)
            loss, grads = grad_fn(params, images, k_mask)
            params, opt_state = adam_update(self.cfg, grads, opt_state, params)
            return params, opt_state, loss

        step = jax.jit(step)
        opt_state, history = adam_init(params), []
        for i, images in enumerate(batches):
            key, sub = jax.random.split(key)
            params, opt_state, loss = step(params, opt_state, images, sub)
            for callback in self.callbacks:
                callback(i, loss)
            history.append(float(loss))
        return params, history

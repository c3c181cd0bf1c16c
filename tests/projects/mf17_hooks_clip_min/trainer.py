import jax

from hooks import HookManager


class Trainer:
    def __init__(self, loss_fn, lr):
        self.loss_fn = loss_fn
        self.lr = lr
        self.hooks = HookManager()
        self.train_step = jax.jit(self.step)

    def step(self, params, batch):
        grads = jax.grad(self.loss_fn)(params, batch)
        grads = self.hooks.run("after_grad", grads)
        return {k: params[k] - self.lr * grads[k] for k in params}

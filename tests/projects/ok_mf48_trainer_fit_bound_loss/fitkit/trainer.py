"""`Trainer.fit(loss_fn, params, batch)`: gradient descent on a jitted value_and_grad of the loss it is handed."""
import jax


class Trainer:
    def __init__(self, lr=0.1):
        self.lr = lr

    def fit(self, loss_fn, params, batch, steps=3):
        step_fn = jax.jit(jax.value_and_grad(loss_fn))
        for _ in range(steps):
            loss, grads = step_fn(params, batch)
            params = params - self.lr * grads
        return params

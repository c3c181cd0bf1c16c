"""`fit(loss_fn, params, batch)`: plain gradient descent on a jitted value_and_grad of the bound loss."""
import jax


class Trainer:
    def __init__(self, lr=1e-2, callbacks=()):
        self.lr, self.callbacks = lr, list(callbacks)

    def fit(self, loss_fn, params, batch, steps=100):
        step_fn = jax.jit(jax.value_and_grad(loss_fn))
        for step in range(steps):
            loss, grads = step_fn(params, batch)
            params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
            if any([callback.on_step(step, loss) for callback in self.callbacks]):
                break
        return params

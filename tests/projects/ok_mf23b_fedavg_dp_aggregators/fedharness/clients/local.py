"""Local SGD for a fixed number of steps; the first rounds warm up with a smaller rate."""
import jax
import jax.numpy as jnp


class LocalClient:
    def __init__(self, model, steps, lr, warmup_rounds=0):
        self.model, self.steps, self.lr, self.warmup_rounds = model, steps, lr, warmup_rounds

    def learning_rate(self, round_idx):
        lr = self.lr
        lr = jnp.where(round_idx < self.warmup_rounds, lr * 0.1, lr)
        return lr

    def local_update(self, params, x, y, key, round_idx):
        lr = self.learning_rate(round_idx)
        grad_fn = jax.grad(self.model.loss)

        def body(i, p):
            g = grad_fn(p, x, y)
            return jax.tree_util.tree_map(lambda a, b: a - lr * b, p, g)

        new = jax.lax.fori_loop(0, self.steps, body, params)
        return jax.tree_util.tree_map(lambda a, b: a - b, new, params)

"""Local SGD for a fixed number of steps; the first rounds warm up with a smaller rate."""
import jax


class LocalClient:
    def __init__(self, model, steps, lr, warmup_rounds=0):
        self.model, self.steps, self.lr, self.warmup_rounds = model, steps, lr, warmup_rounds

    def learning_rate(self, round_idx):
        lr = self.lr
        if round_idx < self.warmup_rounds:  # expect: JAX101
            lr = lr * 0.1
        return lr

    def local_update(self, params, x, y, key, round_idx):
        lr = self.learning_rate(round_idx)
        grad_fn = jax.grad(self.model.loss)

        def body(i, p):
            g = grad_fn(p, x, y)
            return jax.tree_util.tree_map(lambda a, b: a - lr * b, p, g)

        new = jax.lax.fori_loop(0, self.steps, body, params)
        return jax.tree_util.tree_map(lambda a, b: a - b, new, params)

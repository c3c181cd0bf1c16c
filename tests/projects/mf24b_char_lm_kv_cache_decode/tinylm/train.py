"""Plain SGD with momentum over a stream of batches."""
import jax


class Trainer:
    def __init__(self, cfg, hooks=()):
        self.cfg = cfg
        self.hooks = list(hooks)

    def fit(self, loss_fn, params, stream):
        @jax.jit
        def step(params, velocity, inputs, targets):
            loss, grads = jax.value_and_grad(loss_fn)(params, inputs, targets)
            velocity = jax.tree_util.tree_map(lambda v, g: 0.9 * v + g, velocity, grads)
            params = jax.tree_util.tree_map(lambda p, v: p - self.cfg.lr * v, params, velocity)
            return params, velocity, loss

        velocity = jax.tree_util.tree_map(lambda p: p * 0, params)
        for i in range(self.cfg.steps):
            inputs, targets = next(stream)
            params, velocity, loss = step(params, velocity, inputs, targets)
            for hook in self.hooks:
                hook(i, loss)
        return params

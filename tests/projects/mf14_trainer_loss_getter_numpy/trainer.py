import jax


class Trainer:
    def __init__(self, model, loss_fn, lr=0.1):
        self.model = model
        self.loss_fn = loss_fn
        self.lr = lr
        self.train_step = jax.jit(self._train_step)

    def _loss(self, params, x, labels):
        return self.loss_fn(self.model.apply(params, x), labels)

    def _train_step(self, params, x, labels):
        loss, grads = jax.value_and_grad(self._loss)(params, x, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss

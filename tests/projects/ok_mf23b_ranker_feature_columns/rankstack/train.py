"""`fit(loss_fn, params, batches)`: SGD on a jitted value_and_grad of the loss it is handed."""
import jax

from .metrics import ndcg


class Trainer:
    def __init__(self, lr=0.05):
        self.lr = lr

    def fit(self, loss_fn, params, batches):
        @jax.jit
        def step(params, batch):
            loss, grads = jax.value_and_grad(loss_fn)(params, batch)
            return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads), loss

        for batch in batches:
            params, loss = step(params, batch)
        return params

    def evaluate(self, model, params, batch):
        return float(jax.jit(lambda p, b: ndcg(model.score(p, b), b.labels, b.mask))(params, batch))

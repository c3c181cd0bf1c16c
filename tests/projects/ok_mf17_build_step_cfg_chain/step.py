import jax

from losses import make_loss


def make_update(cfg):
    grad_fn = jax.value_and_grad(make_loss(cfg))

    def update(params, x, y):
        loss, grads = grad_fn(params, x, y)
        params = jax.tree.map(lambda p, g: p - cfg.lr * g, params, grads)
        return params, loss

    return update

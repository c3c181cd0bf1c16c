from functools import partial

import jax

import losses


def make_update(cfg):
    loss_fn = partial(losses.robust_loss, cfg)
    grad_fn = jax.value_and_grad(loss_fn)

    @jax.jit
    def update(params, x, y):
        loss, grads = grad_fn(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - cfg.lr * g, params, grads)
        return params, loss

    return update

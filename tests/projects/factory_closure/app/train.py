import jax

from . import layers
from .losses import cross_entropy


def make_step(cfg):
    grad_fn = jax.value_and_grad(cross_entropy)

    @jax.jit
    def step(params, x, labels):
        loss, grads = grad_fn(params, x, labels, cfg.smoothing)
        grads = jax.tree_util.tree_map(lambda g: layers.clip_grad(g, cfg.clip), grads)
        params = jax.tree_util.tree_map(lambda p, g: p - cfg.lr * g, params, grads)
        return params, loss

    return step

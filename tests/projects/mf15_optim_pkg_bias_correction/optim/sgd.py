import jax

from .base import Optimizer


class SGD(Optimizer):
    def __init__(self, lr):
        self.lr = lr

    def init(self, params):
        return ()

    def update(self, grads, state, params):
        return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads), state

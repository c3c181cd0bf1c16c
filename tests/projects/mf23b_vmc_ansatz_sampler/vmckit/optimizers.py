import jax


class SGD:
    def __init__(self, lr=0.05):
        self.lr = lr

    def update(self, params, grads):
        return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)

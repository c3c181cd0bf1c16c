import jax


class Optimizer:
    def __init__(self, lr):
        self.lr = lr
        self._update = jax.jit(self.update)

    def update(self, w, g):
        return w - self.lr * g

    def step(self, w, g):
        return self._update(w, g)

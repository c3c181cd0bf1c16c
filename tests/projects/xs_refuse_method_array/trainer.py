import jax

from ops import take_top


class Trainer:
    def __init__(self):
        self.top = jax.jit(self._top)

    def _top(self, x, k):
        return take_top(x, k)

# Thread: https://github.com/jax-ml/jax/issues/21824
# Shape: the fix: the jitted function evaluates the basis directly, and the memo dict is used only with Python floats outside the trace
# expect: ok
import jax
import jax.numpy as jnp


class MemoizedBasis:
    def __init__(self, degree):
        self.degree = degree
        self._cache = {}

    def compute(self, t):
        return jnp.stack([t ** k for k in range(self.degree + 1)])

    def evaluate(self, t: float):
        if t not in self._cache:
            self._cache[t] = self.compute(t)
        return self._cache[t]


basis = MemoizedBasis(3)


@jax.jit
def design_row(t):
    return basis.compute(t)


print(design_row(0.5), basis.evaluate(0.5))

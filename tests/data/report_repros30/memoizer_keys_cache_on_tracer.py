# Thread: https://github.com/jax-ml/jax/issues/21824
# Shape: a basis-function object memoises its evaluations in a dict keyed by the input; called from a jitted function, the key is a tracer, and tracers are unhashable (since JAX 0.4.36): TypeError unhashable type at the dict lookup
# expect: TypeError at line 14
import jax
import jax.numpy as jnp


class MemoizedBasis:
    def __init__(self, degree):
        self.degree = degree
        self._cache = {}

    def evaluate(self, t):
        if t not in self._cache:
            self._cache[t] = jnp.stack([t ** k for k in range(self.degree + 1)])
        return self._cache[t]


basis = MemoizedBasis(3)


@jax.jit
def design_row(t):
    return basis.evaluate(t)


print(design_row(0.5))

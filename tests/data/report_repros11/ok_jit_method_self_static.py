# Thread: https://github.com/jax-ml/jax/issues/5595
# Shape: the maintainer's suggestion: partial(jit, static_argnums=0) on the method
# expect: ok
from functools import partial

from jax import jit


class A1:
    @partial(jit, static_argnums=0)
    def f(self, x):
        return x


a = A1()
print(a.f(5))

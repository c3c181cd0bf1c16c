# Thread: https://github.com/jax-ml/jax/issues/5595
# Shape: @jit on a method, so the instance is passed to the jitted function as an ordinary (traced) argument
# expect: TypeError at line 18
import jax
from jax import jit


class A1:
    def __init__(self):
        pass

    @jit
    def f(self, x):
        return x


a = A1()
print(a.f(5))

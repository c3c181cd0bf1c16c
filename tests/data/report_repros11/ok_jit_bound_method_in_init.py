# Thread: https://github.com/jax-ml/jax/issues/5595
# Shape: the working variant from the thread: the bound method is jitted in __init__, so self is already bound
# expect: ok
import jax


class A1:
    def __init__(self):
        self.f = jax.jit(self.f)
        pass

    def f(self, x):
        return x


a = A1()
print(a.f(5))

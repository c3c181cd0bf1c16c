# Thread: https://github.com/jax-ml/jax/pull/5492
# Shape: a jitted function appends its argument to a module-level list; the list entry is used afterwards
# expect: UnexpectedTracerError at line 16; cause line 11
from jax import jit

lst = []


@jit
def f(x):
    lst.append(x)
    return x


f(3.)
print(lst[0] + 1)

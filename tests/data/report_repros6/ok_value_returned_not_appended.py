# Thread: https://github.com/jax-ml/jax/pull/5492
# Shape: the value is returned and the caller appends the concrete result
# expect: ok
from jax import jit

lst = []


@jit
def f(x):
    return x * 2


lst.append(f(3.))
print(lst[0] + 1)

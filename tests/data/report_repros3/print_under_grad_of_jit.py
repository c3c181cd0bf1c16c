# Thread: https://github.com/jax-ml/jax/pull/4618
# Shape: `print(x)` in a function that is jitted, then differentiated
# expect: printed-tracer at line 8
from jax import grad, jit


def f(x):
    print(x)
    return x * x


grad(jit(f))(3.14)

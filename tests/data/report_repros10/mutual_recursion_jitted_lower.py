# Thread: https://github.com/jax-ml/jax/issues/9298
# Shape: two mutually recursive jitted functions branch on their integer argument with a Python `if`
# expect: TracerBoolConversionError at line 9
import jax


@jax.jit
def f(init, lower):
    if lower < 1:
        return 0.0
    else:
        return g(init, lower - 1)


@jax.jit
def g(init, lower):
    if lower < 1:
        return 0.0
    else:
        return f(init, lower - 1)


def h():
    return f(0.0, 2)


print(h())

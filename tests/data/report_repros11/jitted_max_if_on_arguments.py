# Thread: https://github.com/jax-ml/jax/pull/4342
# Shape: a jitted two-argument max written with a Python if on `x > y`, both arguments traced
# expect: TracerBoolConversionError at line 9
import jax


@jax.jit
def f(x, y):
    if x > y:
        return x
    else:
        return y


print(f(1, 2))

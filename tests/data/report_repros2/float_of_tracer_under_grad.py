# Thread: https://github.com/jax-ml/jax/issues/2783
# Shape: `float(x)` in a conditional expression of a function differentiated with `grad`
# expect: ConcretizationTypeError at line 8
import jax


def func(x):
    return x if float(x) >= 0. else -x


print(jax.grad(func)(3.))

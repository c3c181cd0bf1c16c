# Thread: https://github.com/jax-ml/jax/pull/4618
# Shape: `jax.debug.print` shows the value at run time instead of the tracer
# expect: ok
import jax
from jax import grad, jit


def f(x):
    jax.debug.print("x = {}", x)
    return x * x


grad(jit(f))(3.14)

# Thread: https://github.com/jax-ml/jax/issues/6713
# Shape: a rematerialised helper branches on the result of a jitted comparison; the outer function is differentiated
# expect: TracerBoolConversionError at line 10
import jax
from jax import lax


@jax.remat
def g(x):
    if jax.jit(lax.gt)(x, 0.):
        return lax.sin(x), 3.
    else:
        return lax.cos(x), 4.


def f(x):
    x, _ = g(x)
    return x


jax.grad(f)(2.)

# Thread: https://github.com/jax-ml/jax/issues/22513
# Shape: a `custom_jvp` function branches on its derivative-order argument; the caller jits it without static args
# expect: TracerBoolConversionError at line 12
import jax
import jax.numpy as jnp
from jax.lax import fori_loop


@jax.custom_jvp
def fun(x, n, dx):
    """The dx th derivative of the function x^n."""
    if dx == 0:
        return x**n
    out = x**(n - dx)
    coef = fori_loop(0, dx, lambda i, x: x * (n - i), 1)
    return coef * out


@fun.defjvp
def _fun_jvp(a, adot):
    (x, n, dx) = a
    (xdot, ndot, dxdot) = adot
    f = fun(x, n, dx)
    df = fun(x, n, dx + 1)
    return f, df * xdot


x = jnp.arange(1.0, 5.0)
jax.jit(fun)(x, 10, 0)

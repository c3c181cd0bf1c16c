# Thread: https://github.com/jax-ml/jax/issues/22513
# Shape: the order is a `nondiff_argnums` argument and static for the jit, so the branch is on a Python int
# expect: ok
import functools

import jax
import jax.numpy as jnp
from jax.lax import fori_loop


@functools.partial(jax.custom_jvp, nondiff_argnums=(1, 2))
def fun(x, n, dx):
    """The dx th derivative of the function x^n."""
    if dx == 0:
        return x**n
    out = x**(n - dx)
    coef = fori_loop(0, dx, lambda i, x: x * (n - i), 1)
    return coef * out


@fun.defjvp
def _fun_jvp(n, dx, primals, tangents):
    (x,) = primals
    (xdot,) = tangents
    return fun(x, n, dx), fun(x, n, dx + 1) * xdot


x = jnp.arange(1.0, 5.0)
jax.jit(fun, static_argnums=(1, 2))(x, 10, 0)

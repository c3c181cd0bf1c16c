# Thread: https://github.com/jax-ml/jax/issues/2912
# Shape: a custom_vjp's nondiff_argnums argument arrives as a tracer from the enclosing jit
# expect: UnexpectedTracerError at line 27
from functools import partial

from jax import custom_vjp, grad, jit


@partial(custom_vjp, nondiff_argnums=(0,))
def f(s, p):
    return s * p


def fwd(s, p):
    return s * p, ()


def bwd(s, residuals, f_bar):
    return (s * f_bar,)


f.defvjp(fwd, bwd)


@jit
def g(s, p):
    return f(s, p)


print(grad(partial(g, 0.2))(0.1))

# Thread: https://github.com/patrick-kidger/equinox/issues/745
# Shape: an eqx.Module holding an array is a nondiff_argnums argument of a custom_jvp called in a scan body, under jit(grad(...))
# expect: UnexpectedTracerError at line 43
import functools as ft
import jax
from jax import jit, grad, lax, custom_jvp
import jax.numpy as jnp
import equinox as eqx


class Fun(eqx.Module):
    param: jax.Array

    def __call__(self, x):
        return self.param * jnp.sin(x)


fun = Fun(jnp.array(1.0))


@ft.partial(custom_jvp, nondiff_argnums=(0,))
def f(fun, x, y):
    return fun(x) * y


@f.defjvp
def f_jvp(fun, primals, tangents):
    x, y = primals
    x_dot, y_dot = tangents
    primal_out = f(fun, x, y)
    tangent_out = fun.param * jnp.cos(x) * y * x_dot + fun(x) * y_dot
    return primal_out, tangent_out


def loss(fun, xs):
    def body(carry, x):
        return carry + f(fun, x, carry), None
    out, _ = lax.scan(body, 1.0, xs)
    return out



print(jit(grad(loss, argnums=1))(fun, jnp.arange(3.0)))

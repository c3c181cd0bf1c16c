# Thread: https://github.com/patrick-kidger/equinox/issues/745
# Shape: the same rule written with eqx.filter_custom_jvp, which keeps the module's array among the primals
# expect: ok
import jax
from jax import jit, grad, lax
import jax.numpy as jnp
import equinox as eqx


class Fun(eqx.Module):
    param: jax.Array

    def __call__(self, x):
        return self.param * jnp.sin(x)


fun = Fun(jnp.array(1.0))


@eqx.filter_custom_jvp
def f(fun, x, y):
    return fun(x) * y


@f.def_jvp
def f_jvp(primals, tangents):
    fun, x, y = primals
    _, x_dot, y_dot = tangents
    x_dot = 0.0 if x_dot is None else x_dot
    y_dot = 0.0 if y_dot is None else y_dot
    primal_out = f(fun, x, y)
    tangent_out = fun.param * jnp.cos(x) * y * x_dot + fun(x) * y_dot
    return primal_out, tangent_out


def loss(fun, xs):
    def body(carry, x):
        return carry + f(fun, x, carry), None
    out, _ = lax.scan(body, 1.0, xs)
    return out


print(jit(grad(loss, argnums=1))(fun, jnp.arange(3.0)))

import jax
import jax.numpy as jnp
from jax import lax


def newton(f, x0, tol):
    df = jax.grad(f)

    def body(state):
        x, _, i = state
        step = f(x) / df(x)
        return x - step, step, i + 1

    x, _, _ = lax.while_loop(tol.keep_going, body, (x0, jnp.inf, 0))
    return x

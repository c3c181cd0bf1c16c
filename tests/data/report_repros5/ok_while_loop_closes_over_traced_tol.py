# Thread: https://github.com/jax-ml/jax/pull/334
# Shape: a jitted fixed-point iteration's while_loop cond closes over the traced tolerance argument
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def fixed_point(x0, tol):
    def cond_fun(carry):
        prev, cur = carry
        return jnp.abs(prev - cur) > tol

    def body_fun(carry):
        _, cur = carry
        return cur, jnp.cos(cur)

    _, x = lax.while_loop(cond_fun, body_fun, (x0, jnp.cos(x0)))
    return x


print(fixed_point(1.0, 1e-4))

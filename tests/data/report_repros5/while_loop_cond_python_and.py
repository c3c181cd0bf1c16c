# Thread: https://github.com/jax-ml/jax/pull/334
# Shape: the while_loop cond combines the tolerance test and an iteration cap with Python `and`
# expect: TracerBoolConversionError at line 13
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def fixed_point(x0, tol):
    def cond_fun(carry):
        prev, cur, i = carry
        return jnp.abs(prev - cur) > tol and i < 100

    def body_fun(carry):
        _, cur, i = carry
        return cur, jnp.cos(cur), i + 1

    _, x, _ = lax.while_loop(cond_fun, body_fun, (x0, jnp.cos(x0), 0))
    return x


print(fixed_point(1.0, 1e-4))

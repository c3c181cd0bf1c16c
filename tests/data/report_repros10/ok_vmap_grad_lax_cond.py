# Thread: https://github.com/jax-ml/jax/issues/2264
# Shape: vmap of grad of a function that branches with lax.cond on its (batched) argument
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


def f_1(x):
    return x**2


def f_2(x):
    return x**3


def f(x):
    return lax.cond(x > 0, f_1, f_2, x)


x = jnp.linspace(-1, 1, 20)
print(jax.vmap(jax.grad(f))(x))

# Thread: https://github.com/jax-ml/jax/issues/2264
# Shape: the thread's equivalent with jnp.where in place of the branch
# expect: ok
import jax
import jax.numpy as jnp


def f_1(x):
    return x**2


def f_2(x):
    return x**3


def g(x):
    return jnp.where(x > 0, f_1(x), f_2(x))


x = jnp.linspace(-1, 1, 20)
print(jax.vmap(jax.grad(g))(x))

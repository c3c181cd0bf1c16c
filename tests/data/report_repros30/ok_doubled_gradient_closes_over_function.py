# Thread: https://github.com/jax-ml/jax/issues/1366
# Shape: the workaround in the thread: a factory closes over the function and returns a custom_gradient function of the arrays only
# expect: ok
import jax
import jax.numpy as jnp


def make_doubled(func):
    @jax.custom_gradient
    def doubled(x, y):
        output, f_vjp = jax.vjp(func, x, y)
        return output, lambda g: tuple(2 * p for p in f_vjp(g))

    return doubled


class Bilinear:
    def __init__(self, combine):
        self.combine = make_doubled(combine)

    def __call__(self, x, y):
        return self.combine(x, y)


layer = Bilinear(jnp.multiply)
print(layer(2.0, 3.0), jax.grad(layer, argnums=(0, 1))(2.0, 3.0))

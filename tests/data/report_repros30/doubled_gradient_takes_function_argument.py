# Thread: https://github.com/jax-ml/jax/issues/1366
# Shape: a `jax.custom_gradient` helper takes the function to differentiate as its first argument (`doubled(func, x, y)`); custom_gradient traces every argument, and a function is not a valid JAX type: TypeError at the call
# expect: TypeError at line 19
import jax
import jax.numpy as jnp


@jax.custom_gradient
def doubled(func, x, y):
    output, f_vjp = jax.vjp(func, x, y)
    return output, lambda g: (None,) + tuple(2 * p for p in f_vjp(g))


class Bilinear:
    def __init__(self, combine):
        self.combine = combine

    def __call__(self, x, y):
        return doubled(self.combine, x, y)


layer = Bilinear(jnp.multiply)
print(layer(2.0, 3.0))

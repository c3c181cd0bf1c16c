# Thread: https://github.com/jax-ml/jax/issues/6871
# Shape: the workaround: `make_jaxpr` is told the argument is static too
# expect: ok
import jax


def my_func(x, y):
    return x + y


jit_func = jax.jit(my_func, static_argnums=1)
jax.make_jaxpr(jit_func, static_argnums=1)(1, 2)

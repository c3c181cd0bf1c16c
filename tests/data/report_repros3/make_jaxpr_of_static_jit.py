# Thread: https://github.com/jax-ml/jax/issues/6871
# Shape: `make_jaxpr` of a function whose jit marks `y` static: make_jaxpr traces `y` before the jit sees it
# expect: ValueError at line 12
import jax


def my_func(x, y):
    return x + y


jit_func = jax.jit(my_func, static_argnames={"y"})
jax.make_jaxpr(jit_func)(1, 2)

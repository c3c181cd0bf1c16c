# Thread: https://github.com/genjax-community/genjax/issues/1179
# Shape: a list passed to an argument the jit marks static
# expect: ValueError at line 12
import jax


def foo(x):
    return x[0] + 1


jfoo = jax.jit(foo, static_argnums=(0,))
jfoo([2])

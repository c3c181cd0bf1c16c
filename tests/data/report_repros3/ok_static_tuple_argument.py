# Thread: https://github.com/genjax-community/genjax/issues/1179
# Shape: the same static argument as a tuple, which hashes
# expect: ok
import jax


def foo(x):
    return x[0] + 1


jfoo = jax.jit(foo, static_argnums=(0,))
jfoo((2,))

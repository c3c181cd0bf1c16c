# Thread: https://github.com/jax-ml/jax/issues/3086
# Shape: a jitted function assigns its argument to a module global, used after the call
# expect: UnexpectedTracerError at line 17; cause line 12
import jax

x = None


@jax.jit
def f(y):
    global x
    x = y
    return y + 2


f(7)
x + 1

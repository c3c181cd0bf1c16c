# Thread: https://github.com/jax-ml/jax/issues/5206
# Shape: a jitted init splits a module-level key with `global key`; the key left behind is a tracer
# expect: UnexpectedTracerError at line 19; cause line 12
import jax
from jax import jit, random

key = random.PRNGKey(0)


def init():
    global key
    key, subkey = random.split(key)
    return random.normal(subkey, ())


print(init())
init = jit(init)
print(init())
print(random.normal(key, ()))

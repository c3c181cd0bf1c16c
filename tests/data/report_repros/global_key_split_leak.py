# Thread: https://github.com/jax-ml/jax/pull/4312
# Shape: a global PRNG key split inside a jitted init, used again afterwards
# expect: UnexpectedTracerError at line 18; cause line 12
from jax import jit
from jax import random

key = random.PRNGKey(0)


def init():
    global key
    key, subkey = random.split(key)
    return random.normal(subkey, ())


init = jit(init)
init()
random.normal(key, ())

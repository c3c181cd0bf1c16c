# Thread: https://github.com/jax-ml/jax/pull/4312
# Shape: the key passed in and returned instead of a global
# expect: ok
from jax import jit
from jax import random


@jit
def init(key):
    key, subkey = random.split(key)
    return key, random.normal(subkey, ())


key = random.PRNGKey(0)
key, value = init(key)
random.normal(key, ())

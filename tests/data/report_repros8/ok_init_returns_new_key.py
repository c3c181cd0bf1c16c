# Thread: https://github.com/jax-ml/jax/issues/5206
# Shape: the fixed init takes the key and hands the new one back instead of rebinding a global
# expect: ok
import jax
from jax import jit, random

key = random.PRNGKey(0)


@jit
def init(key):
    key, subkey = random.split(key)
    return key, random.normal(subkey, ())


key, x = init(key)
print(x)
key, x = init(key)
print(x)
print(random.normal(key, ()))

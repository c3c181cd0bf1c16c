# Thread: https://github.com/jax-ml/jax/issues/16845
# Shape: the maintainer's fix: split the key first, one subkey per draw
# expect: ok
import jax
from jax import numpy, random

jax.config.update("jax_debug_key_reuse", True)

key = random.key(1337)
key1, key2 = random.split(key)
s1 = random.multivariate_normal(
    key1, numpy.array([0]), numpy.eye(1), shape=(10000,)
)
s2 = random.multivariate_normal(key2, s1, numpy.eye(1))
print(numpy.cov(s2, rowvar=False))

# Thread: https://github.com/jax-ml/jax/issues/16845
# Shape: the same key draws the means and then the samples around them
# expect: KeyReuseError at line 13
import jax
from jax import numpy, random

jax.config.update("jax_debug_key_reuse", True)

key = random.key(1337)
s1 = random.multivariate_normal(
    key, numpy.array([0]), numpy.eye(1), shape=(10000,)
)
s2 = random.multivariate_normal(key, s1, numpy.eye(1))
print(numpy.cov(s2, rowvar=False))

# Thread: https://github.com/AakashKumarNain/TF_JAX_tutorials/issues/4
# Shape: the fix: the draw uses the subkey, the parent key only carries on
# expect: ok
import jax
from jax import random

jax.config.update("jax_debug_key_reuse", True)

batch_size = 4
key = random.key(0)
rotations = []
for _ in range(2):
    key, subkey = random.split(key)
    rotate = random.randint(subkey, shape=[batch_size], minval=0, maxval=2)
    rotations.append(rotate)

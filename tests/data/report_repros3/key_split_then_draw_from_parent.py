# Thread: https://github.com/AakashKumarNain/TF_JAX_tutorials/issues/4
# Shape: an augmentation loop splits the key but draws from the new parent key, which the next iteration splits again
# expect: KeyReuseError at line 13; cause line 14
import jax
from jax import random

jax.config.update("jax_debug_key_reuse", True)

batch_size = 4
key = random.key(0)
rotations = []
for _ in range(2):
    key, subkey = random.split(key)
    rotate = random.randint(key, shape=[batch_size], minval=0, maxval=2)
    rotations.append(rotate)

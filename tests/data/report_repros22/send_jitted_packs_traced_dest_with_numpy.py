# Thread: https://github.com/mpi4jax/mpi4jax/issues/20
# Shape: a message-send helper packs its routing header (`dest`, `tag`) into a NumPy int32 array before sending; the helper itself is handed to `jax.jit`, so the integer `dest` arrives traced
# expect: TracerArrayConversionError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def send(x, dest, tag=0):
    header = np.array([dest, tag, x.size], dtype=np.int32)
    return jnp.concatenate([jnp.asarray(header, dtype=x.dtype), x.ravel()])


message = jax.jit(send)(jnp.ones(10), 1)
print(message[:3])

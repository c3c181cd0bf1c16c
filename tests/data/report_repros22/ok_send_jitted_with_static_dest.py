# Thread: https://github.com/mpi4jax/mpi4jax/issues/20
# Shape: the fix the issue asks for: the routing arguments are static (`static_argnames=("dest", "tag")`), so the NumPy header is built from Python ints at trace time
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def send(x, dest, tag=0):
    header = np.array([dest, tag, x.size], dtype=np.int32)
    return jnp.concatenate([jnp.asarray(header, dtype=x.dtype), x.ravel()])


message = jax.jit(send, static_argnames=("dest", "tag"))(jnp.ones(10), 1)
print(message[:3])

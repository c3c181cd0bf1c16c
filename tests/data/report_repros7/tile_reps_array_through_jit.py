# Thread: https://github.com/jax-ml/jax/issues/16994
# Shape: the tile repetitions are a NumPy array passed to the jitted function
# expect: TypeError at line 13
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def foo_jit(a, b):
    print(f"a.shape {a.shape}")
    print(f"b.shape {b.shape}")
    return jnp.tile(a, b)


a = np.ones([1, 20, 20])
b = np.array([64, 1, 1])
print(foo_jit(a, b).shape)

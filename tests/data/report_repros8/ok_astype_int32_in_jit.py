# Thread: https://github.com/jax-ml/jax/issues/367
# Shape: the cast written with astype, which stays a JAX operation
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def foo(x):
    bar = x.astype(jnp.int32)
    return x + bar


print(jax.jit(foo)(np.array([1.0, 2.0], dtype=np.float32)))

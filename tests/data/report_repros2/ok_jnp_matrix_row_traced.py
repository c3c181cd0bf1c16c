# Thread: https://github.com/jax-ml/jax/issues/3133
# Shape: the same lambda on a `jnp` matrix
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

f = lambda i: jnp.zeros((3, 3))[i, :]

a = np.array([1, 2])
f(a)
jax.jit(f)(a)

# Thread: https://github.com/jax-ml/jax/issues/3681
# Shape: the NumPy view is taken on the concrete result, outside the traced function
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def loss(w):
    return jnp.sum(w ** 2) + jnp.abs(w).max()


g = jax.grad(loss)(jnp.array([1.0, -2.0]))
g_np = np.asarray(g)
print(float(np.abs(g_np).max()))

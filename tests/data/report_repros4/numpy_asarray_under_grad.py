# Thread: https://github.com/jax-ml/jax/issues/3681
# Shape: a loss converts its (traced) argument with np.asarray to inspect it as a NumPy array
# expect: TracerArrayConversionError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def loss(w):
    w_np = np.asarray(w)
    penalty = float(np.abs(w_np).max())
    return jnp.sum(w ** 2) + penalty


jax.grad(loss)(jnp.array([1.0, -2.0]))

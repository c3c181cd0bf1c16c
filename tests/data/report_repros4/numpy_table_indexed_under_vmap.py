# Thread: https://github.com/jax-ml/jax/issues/32955
# Shape: a vmapped lookup indexes a NumPy table with the mapped index
# expect: TracerArrayConversionError at line 12
import jax
import jax.numpy as jnp
import numpy as np

table = np.linspace(0.0, 1.0, 5)


def lookup(i):
    return table[i]


jax.vmap(lookup)(jnp.array([0, 2, 4]))

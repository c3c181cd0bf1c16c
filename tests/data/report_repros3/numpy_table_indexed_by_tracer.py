# Thread: https://github.com/scikit-hep/awkward/pull/3333
# Shape: a NumPy lookup table indexed with a traced index array inside a jitted function
# expect: TracerArrayConversionError at line 13
import jax
import jax.numpy as jnp
import numpy as np

offsets = np.array([0, 2, 5, 9])


@jax.jit
def starts(index):
    return offsets[index] * 2


starts(jnp.array([0, 2]))

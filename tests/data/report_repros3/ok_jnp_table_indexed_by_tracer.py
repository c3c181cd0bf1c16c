# Thread: https://github.com/scikit-hep/awkward/pull/3333
# Shape: the table is converted to a JAX array before the traced indexing
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

offsets = np.array([0, 2, 5, 9])


@jax.jit
def starts(index):
    return jnp.asarray(offsets)[index] * 2


starts(jnp.array([0, 2]))

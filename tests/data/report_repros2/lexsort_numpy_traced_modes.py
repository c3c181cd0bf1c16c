# Thread: https://github.com/PlasmaControl/DESC/issues/1334
# Shape: `np.lexsort` on columns of a traced modes array inside a jitted transform
# expect: TracerArrayConversionError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def check_inputs_fft(modes):
    id2 = np.lexsort((modes[:, 1], modes[:, 0]))
    return modes[id2]


@jax.jit
def compute_scaled_error(modes, x):
    return check_inputs_fft(modes).sum() * x


compute_scaled_error(jnp.array([[1, 0], [0, 1]]), 2.0)

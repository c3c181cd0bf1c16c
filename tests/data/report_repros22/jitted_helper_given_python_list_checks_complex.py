# Thread: https://github.com/jax-ml/jax/issues/9165
# Shape: a jitted helper decides whether to take the real part with `np.iscomplexobj(x)`; called with a Python list, jit hands it a list of scalar tracers and NumPy tries to turn the list into an array
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def as_real(x):
    if np.iscomplexobj(x):
        x = jnp.real(x)
    return jnp.asarray(x, dtype=jnp.float32) * 2.0


print(as_real([1, 2, 3]))

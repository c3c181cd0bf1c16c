# Thread: https://github.com/jax-ml/jax/issues/9165
# Shape: the same jitted helper called with an array (`jnp.asarray([1, 2, 3])`): the traced argument has a dtype, so `np.iscomplexobj` reads it without converting
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def as_real(x):
    if np.iscomplexobj(x):
        x = jnp.real(x)
    return jnp.asarray(x, dtype=jnp.float32) * 2.0


print(as_real(jnp.asarray([1, 2, 3])))

# Thread: https://github.com/jax-ml/jax/issues/4585
# Shape: the thread's answer: jnp.unravel_index of the argmax, fixed-size
# expect: ok
from jax import jit
import jax.numpy as jnp


def peak_location(a):
    return jnp.unravel_index(jnp.argmax(a.flatten()), a.shape)


print(jit(peak_location)(jnp.arange(6).reshape(2, 3)))

# Thread: https://github.com/jax-ml/jax/pull/8658
# Shape: the window is a static arange shifted by the traced start
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def window(signal, start):
    idx = jnp.arange(3) + start
    return signal[idx]


window(jnp.arange(10.0), 4)

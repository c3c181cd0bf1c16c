# Thread: https://github.com/jax-ml/jax/pull/8658
# Shape: a jitted window builder calls jnp.arange(start, start + width) with a traced start
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def window(signal, start):
    idx = jnp.arange(start, start + 3)
    return signal[idx]


window(jnp.arange(10.0), 4)

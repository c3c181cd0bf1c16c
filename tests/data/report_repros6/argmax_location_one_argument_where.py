# Thread: https://github.com/jax-ml/jax/issues/4585
# Shape: the location of the unique maximum with one-argument jnp.where under jit
# expect: ConcretizationTypeError at line 9
from jax import jit
import jax.numpy as jnp


def peak_location(a):
    return jnp.where(a == jnp.max(a))


print(jit(peak_location)(jnp.arange(3)))

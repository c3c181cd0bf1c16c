# Thread: https://github.com/jax-ml/jax/issues/7129
# Shape: the thread's padding helper jitted whole, so its `size` keyword arrives traced
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def nonzero_with_configurable_padding(arr, *, size=None, fill_value=-1):
    out = jnp.nonzero(arr, size=size)
    valid = jnp.arange(size) < jnp.count_nonzero(arr)
    return tuple(jnp.where(valid, o, fill_value) for o in out)


print(jax.jit(nonzero_with_configurable_padding)(jnp.zeros(5), size=1))

# Thread: https://github.com/jax-ml/jax/issues/12083
# Shape: a batching helper asks `jnp.ndim(inputs)` to tell one array from a list of arrays; jnp.ndim converts a list with NumPy, which fails on the traced elements a jitted caller passes
# expect: TracerArrayConversionError at line 9
import jax
import jax.numpy as jnp


def as_batch(inputs):
    if jnp.ndim(inputs) == 1:
        return inputs[None, :]
    return jnp.stack(inputs)


@jax.jit
def total(x):
    batch = as_batch([x, 2 * x])
    return batch.sum(axis=0)


print(total(jnp.ones(3)))

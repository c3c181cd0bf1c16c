# Thread: https://github.com/jax-ml/jax/issues/12083
# Shape: the helper tells a list from an array with isinstance, which never converts the elements
# expect: ok
import jax
import jax.numpy as jnp


def as_batch(inputs):
    if not isinstance(inputs, (list, tuple)):
        return inputs[None, :]
    return jnp.stack(inputs)


@jax.jit
def total(x):
    batch = as_batch([x, 2 * x])
    return batch.sum(axis=0)


print(total(jnp.ones(3)))

# Thread: https://github.com/google-deepmind/distrax/issues/291
# Shape: np.indices of a static shape indexed by a traced mask in a comprehension
# expect: TracerArrayConversionError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def to_batch_shape_index(batch_shape, index):
    new_index = [x[index] for x in np.indices(batch_shape)]
    return tuple(new_index)


@jax.jit
def pick(logits):
    mask = logits.sum(-1) > 0
    return to_batch_shape_index(logits.shape[:-1], mask)


pick(jnp.zeros((3, 3, 3)))

# Thread: https://github.com/jax-ml/jax/issues/204
# Shape: lax.full with a length from a jitted argument
# expect: TypeError at line 11
import jax
import jax.numpy as jnp
from jax import lax


def dynamic_update_slice_test(first_row, pad_to_length):
    width = first_row.shape[0]
    empty_array = lax.full((pad_to_length, width), 0, first_row.dtype)
    first_row_reshaped = jnp.reshape(first_row, (1, width))
    return lax.dynamic_update_slice(empty_array, first_row_reshaped, (0, 0))


jax.jit(dynamic_update_slice_test)(jnp.array([1, 2]), 4)

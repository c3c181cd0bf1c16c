# Thread: https://github.com/jax-ml/jax/issues/2323
# Shape: dynamic_slice_in_dim with a batch size read from a traced table in a fori_loop body
# expect: TracerIntegerConversionError at line 12
import jax.numpy as jnp
from jax import lax


def unpack(batch_sizes, packed_input_data):
    def body_fun(i, val):
        input_offset, total = val
        batch_size = batch_sizes[i]
        batch = lax.dynamic_slice_in_dim(packed_input_data, input_offset, batch_size)
        return input_offset + batch_size, total + batch.sum()

    return lax.fori_loop(0, batch_sizes.shape[0], body_fun, (0, 0.0))


unpack(jnp.array([2, 1]), jnp.arange(3.0))

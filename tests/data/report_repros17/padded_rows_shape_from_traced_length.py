# Thread: https://github.com/jax-ml/jax/pull/12996
# Shape: a jitted padding helper builds its buffer with `jnp.zeros((pad_to_length, width))`, where `pad_to_length` is an ordinary (traced) argument of the jitted function, so the shape tuple holds a tracer
# expect: TypeError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def pad_rows(first_row, pad_to_length):
    width = first_row.shape[0]
    buffer = jnp.zeros((pad_to_length, width), first_row.dtype)
    return buffer.at[0].set(first_row)


print(pad_rows(jnp.array([1, 2]), 4))

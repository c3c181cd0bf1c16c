# Thread: https://github.com/jax-ml/jax/issues/15509
# Shape: the shapes kept as a tuple of tuples, still picked by the traced loop index
# expect: TracerIntegerConversionError at line 11
import jax
import jax.numpy as jnp

vector = jnp.zeros(2 ** 5)


def f(idx, vec):
    shape = shape_list[idx]
    return vec.reshape(shape).reshape(-1)


shape_list = ((2, 2, 1, 2, 4),
              (1, 2, 2, 2, 4),
              (4, 2, 1, 2, 2))
print(jax.lax.fori_loop(0, len(shape_list), f, vector).shape)

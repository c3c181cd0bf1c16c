# Thread: https://github.com/jax-ml/jax/issues/15509
# Shape: the commented-out Python for loop of the thread: the index is a plain int
# expect: ok
import jax.numpy as jnp

vector = jnp.zeros(2 ** 5)


def f(idx, vec):
    shape = shape_list[idx]
    return vec.reshape(shape)


shape_list = ((2, 2, 1, 2, 4),
              (1, 2, 2, 2, 4),
              (4, 2, 1, 2, 2))
for i in range(len(shape_list)):
    vector = f(i, vector)
print(vector.shape)

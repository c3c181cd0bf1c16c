# Thread: https://github.com/jax-ml/jax/issues/101
# Shape: a training set built chunk by chunk with slice assignment into jnp.zeros
# expect: TypeError at line 14
import jax.numpy as np


def read_chunk(i):
    return np.full((4, 2, 2, 1), float(i))


x_train = np.zeros((12, 2, 2, 1))
for i in range(1, 4):
    data = read_chunk(i)
    x_train[(i - 1) * 4 : i * 4, :, :, :] = data
print(x_train.sum())

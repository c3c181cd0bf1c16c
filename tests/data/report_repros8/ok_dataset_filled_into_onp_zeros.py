# Thread: https://github.com/jax-ml/jax/issues/101
# Shape: the reply's fix builds the set in a mutable NumPy array and hands it to jax.numpy afterwards
# expect: ok
import jax.numpy as np
import numpy as onp


def read_chunk(i):
    return onp.full((4, 2, 2, 1), float(i))


x_train = onp.zeros((12, 2, 2, 1))
for i in range(1, 4):
    data = read_chunk(i)
    x_train[(i - 1) * 4 : i * 4, :, :, :] = data
print(np.sum(x_train))

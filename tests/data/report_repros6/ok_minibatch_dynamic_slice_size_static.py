# Thread: https://github.com/jax-ml/jax/issues/1879
# Shape: batch_size is static as well, so the slice size is a Python int
# expect: ok
from functools import partial

import jax.numpy as np
from jax import jit, lax


@partial(jit, static_argnums=(2, 3))
def train_outer(vem, ratings, batch_size, n_batches):
    total = 0.0
    for b in range(n_batches):
        batch = lax.dynamic_slice(ratings, (b * batch_size,), (batch_size,))
        total = total + np.sum(vem * batch)
    return total


print(train_outer(2.0, np.arange(8.0), 2, 4))

# Thread: https://github.com/jax-ml/jax/issues/1879
# Shape: train_outer slices a minibatch with lax.dynamic_slice; the batch size is not among the static arguments
# expect: TypeError at line 14
from functools import partial

import jax.numpy as np
from jax import jit, lax


@partial(jit, static_argnums=(3,))
def train_outer(vem, ratings, batch_size, n_batches):
    total = 0.0
    for b in range(n_batches):
        batch = lax.dynamic_slice(ratings, (b * batch_size,), (batch_size,))
        total = total + np.sum(vem * batch)
    return total


print(train_outer(2.0, np.arange(8.0), 2, 4))

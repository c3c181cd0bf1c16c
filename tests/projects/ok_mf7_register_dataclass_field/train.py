import jax
import jax.numpy as jnp

from batching import Batch, make_batch


@jax.jit
def masked_mean(batch: Batch):
    total = jnp.zeros(())
    for i in range(batch.n_valid):
        total = total + jnp.sum(batch.tokens[i] != batch.pad_id)
    return total / batch.tokens.shape[1]


def run():
    return masked_mean(make_batch(jnp.arange(12).reshape(3, 4), 2))

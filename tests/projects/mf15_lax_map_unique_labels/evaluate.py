import jax
import jax.numpy as jnp

import scoring


def eval_batch(batch):
    logits, labels = batch
    return scoring.accuracy(logits, labels), scoring.distinct_predictions(logits)


def run():
    logits = jnp.arange(60.0).reshape(3, 4, 5) % 7
    labels = jnp.zeros((3, 4), dtype=jnp.int32)
    acc, distinct = jax.lax.map(eval_batch, (logits, labels))
    return acc.mean(), distinct

import jax
import jax.numpy as jnp

import metrics


@jax.jit
def evaluate(w, x, labels):
    logits = x @ w
    return {"acc": metrics.accuracy(logits, labels), "nan": metrics.has_nan(logits)}


def run():
    return evaluate(jnp.ones((3, 2)), jnp.ones((4, 3)), jnp.zeros(4, dtype=jnp.int32))

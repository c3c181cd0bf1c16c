import jax.numpy as jnp

from metrics import log_softmax


def cross_entropy(logits, labels):
    logp = log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))

"""Masked next-token cross-entropy with label smoothing."""
import jax
import jax.numpy as jnp


def smoothed_cross_entropy(logits, targets, mask, smoothing):
    vocab = logits.shape[-1]
    logp = jax.nn.log_softmax(logits, axis=-1)
    onehot = jax.nn.one_hot(targets, vocab)
    soft = onehot * (1.0 - smoothing) + smoothing / vocab
    nll = -jnp.sum(soft * logp, axis=-1)
    n_tokens = int(mask.sum())  # expect: JAX105
    return jnp.sum(nll * mask) / max(n_tokens, 1)


def token_accuracy(logits, targets, mask):
    hits = (jnp.argmax(logits, -1) == targets) * mask
    return hits.sum() / jnp.maximum(mask.sum(), 1.0)

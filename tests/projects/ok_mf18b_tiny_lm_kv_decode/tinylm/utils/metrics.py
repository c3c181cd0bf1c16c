"""Evaluation metrics computed inside the jitted eval step."""
import jax.numpy as jnp


def perplexity(mean_nll):
    return jnp.exp(mean_nll)


def token_accuracy(logits, targets):
    return jnp.mean(jnp.argmax(logits, axis=-1) == targets)

"""Next-token cross entropy averaged over the non-padding targets."""
import jax
import jax.numpy as jnp

PAD = 0


def token_cross_entropy(logits, targets):
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    nll = -jnp.take_along_axis(log_probs, targets[..., None], axis=-1)[..., 0]
    mask = targets != PAD
    n_tokens = jnp.maximum(mask.sum(), 1)
    return jnp.sum(nll * mask) / n_tokens

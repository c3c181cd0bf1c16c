import jax
import jax.numpy as jnp

from .layers import smooth_labels
from .model import MLP


def cross_entropy(params, x, labels, eps):
    logits = MLP(params)(x)
    n = logits.shape[-1]
    targets = smooth_labels(labels, n, eps)
    loss = -jnp.mean(jnp.sum(targets * jax.nn.log_softmax(logits), axis=-1))
    print("loss", loss)  # expect: JAX302
    return loss

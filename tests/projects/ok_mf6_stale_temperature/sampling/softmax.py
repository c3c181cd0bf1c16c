import jax
import jax.numpy as jnp

import settings


@jax.jit
def _tempered(logits, temperature):
    return jax.nn.softmax(logits / temperature)


def tempered_probs(logits):
    return _tempered(logits, settings.TEMPERATURE)

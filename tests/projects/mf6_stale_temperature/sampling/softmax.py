import jax
import jax.numpy as jnp

import settings


@jax.jit
def tempered_probs(logits):
    return jax.nn.softmax(logits / settings.TEMPERATURE)  # expect: JAX303

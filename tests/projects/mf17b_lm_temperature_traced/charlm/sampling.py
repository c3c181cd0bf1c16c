import jax
import jax.numpy as jnp


def sample_token(key, logits, temperature):
    """Greedy at temperature 0, otherwise a draw from softmax(logits / temperature)."""
    if temperature == 0.0:  # expect: JAX101
        return jnp.argmax(logits)
    return jax.random.categorical(key, logits / temperature)

import jax.numpy as jnp


def distinct_predictions(logits):
    pred = jnp.argmax(logits, axis=-1)
    seen = jnp.zeros(logits.shape[-1], dtype=bool).at[pred].set(True)
    return seen.sum()


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)

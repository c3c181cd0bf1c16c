import jax.numpy as jnp


def distinct_predictions(logits):
    pred = jnp.argmax(logits, axis=-1)
    classes = jnp.unique(pred)  # expect: JAX602
    return classes.shape[0]


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)

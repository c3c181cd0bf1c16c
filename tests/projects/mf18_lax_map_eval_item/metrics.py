import jax.numpy as jnp


def accuracy(logits, labels):
    return (jnp.argmax(logits, axis=-1) == labels).mean().item()  # expect: JAX105


def cross_entropy(logits, labels):
    logp = logits - jnp.log(jnp.sum(jnp.exp(logits), axis=-1, keepdims=True))
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))

import jax.numpy as jnp


def summarize(logits, labels):
    acc = (logits.argmax(-1) == labels).mean()
    return {"accuracy": acc.item(), "max_logit": jnp.max(logits)}  # expect: JAX105

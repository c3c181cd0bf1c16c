import jax.numpy as jnp


def warmup_cosine(step, base_lr, warmup, total):
    warm = base_lr * (step + 1) / warmup
    cosine = 0.5 * base_lr * (1.0 + jnp.cos(jnp.pi * step / total))
    return min(warm, cosine)  # expect: JAX103

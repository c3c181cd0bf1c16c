import jax.numpy as jnp


def warmup_linear(n_steps, warmup, peak):
    lrs = jnp.full((n_steps,), peak)
    for i in range(warmup):
        lrs[i] = peak * (i + 1) / warmup  # expect: JAX701
    return lrs

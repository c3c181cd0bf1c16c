import jax.numpy as jnp


def warmup_linear(n_steps, warmup, peak):
    lrs = jnp.full((n_steps,), peak)
    for i in range(warmup):
        lrs = lrs.at[i].set(peak * (i + 1) / warmup)
    return lrs

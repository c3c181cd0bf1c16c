"""Random masking of patch tokens: keep a fixed number per image, chosen by sorted noise."""
import jax
import jax.numpy as jnp


def random_masking(key, tokens, ratio):
    b, n, d = tokens.shape
    keep = int(n * (1 - ratio))
    noise = jax.random.uniform(key, (b, n))
    order = jnp.argsort(noise, axis=1)
    restore = jnp.argsort(order, axis=1)
    kept = jnp.take_along_axis(tokens, order[:, :keep, None], axis=1)
    mask = jnp.ones((b, n)).at[:, :keep].set(0.0)
    mask = jnp.take_along_axis(mask, restore, axis=1)
    return kept, mask, restore

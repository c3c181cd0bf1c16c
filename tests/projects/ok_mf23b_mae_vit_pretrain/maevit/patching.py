"""Images to flat patch sequences and back."""
import jax.numpy as jnp


def patchify(images, patch):
    b, h, w, c = images.shape
    x = images.reshape(b, h // patch, patch, w // patch, patch, c)
    return x.transpose(0, 1, 3, 2, 4, 5).reshape(b, (h // patch) * (w // patch), patch * patch * c)


def unpatchify(patches, patch, channels):
    b, n, _ = patches.shape
    side = int(round(n ** 0.5))
    x = patches.reshape(b, side, side, patch, patch, channels)
    return x.transpose(0, 1, 3, 2, 4, 5).reshape(b, side * patch, side * patch, channels)


def sincos_positions(n, dim):
    pos = jnp.arange(n)[:, None]
    freqs = jnp.exp(-jnp.arange(0, dim, 2) / dim * jnp.log(10000.0))
    angles = pos * freqs[None]
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)

import jax
import jax.numpy as jnp

from vision import embed_batch


def run():
    images = jnp.ones((2, 8, 8, 3))
    proj = jax.random.normal(jax.random.key(1), (4 * 4 * 3, 16))
    tokens = embed_batch(images, proj, 4)
    assert tokens.shape == (2, 4, 16), tokens.shape
    return tokens

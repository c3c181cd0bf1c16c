import jax

from .patches import to_patches


@jax.jit
def embed_batch(images, proj, patch):
    tokens = jax.vmap(to_patches, in_axes=(0, None))(images, patch)
    return tokens @ proj

from functools import partial

import jax

from .patches import to_patches


@partial(jax.jit, static_argnames=("patch",))
def embed_batch(images, proj, patch):
    tokens = jax.vmap(to_patches, in_axes=(0, None))(images, patch)
    return tokens @ proj

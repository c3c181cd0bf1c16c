import jax.numpy as jnp


def patchify(images, patch):
    b, h, w, c = images.shape
    n_patches = jnp.prod(jnp.array([h // patch, w // patch]))
    x = images.reshape(b, h // patch, patch, w // patch, patch, c)
    x = x.transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, n_patches, patch * patch * c)  # expect: JAX401

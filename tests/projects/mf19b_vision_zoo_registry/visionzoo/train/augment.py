"""Per-image augmentation, vmapped over the batch: random horizontal flip and brightness."""
import jax
import jax.numpy as jnp


def augment_one(key, image):
    k_flip, k_bright = jax.random.split(key)
    if jax.random.bernoulli(k_flip):  # expect: JAX101
        image = image[:, ::-1]
    return jnp.clip(image + jax.random.uniform(k_bright, minval=-0.1, maxval=0.1), 0.0, 1.0)


def augment_batch(key, images):
    return jax.vmap(augment_one)(jax.random.split(key, images.shape[0]), images)

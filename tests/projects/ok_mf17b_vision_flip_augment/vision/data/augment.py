"""Per-image augmentations; the training step vmaps them over a batch."""
import jax
import jax.numpy as jnp


def random_flip(key, image):
    return jnp.where(jax.random.bernoulli(key), image[:, ::-1], image)


def random_brightness(key, image, delta=0.1):
    return image + jax.random.uniform(key, minval=-delta, maxval=delta)

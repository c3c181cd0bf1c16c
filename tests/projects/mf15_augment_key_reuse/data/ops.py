import jax
import jax.numpy as jnp


def random_flip(key, image):
    flip = jax.random.bernoulli(key, 0.5)
    return jnp.where(flip, image[:, ::-1], image)


def add_noise(key, image, scale=0.1):
    return image + scale * jax.random.normal(key, image.shape)

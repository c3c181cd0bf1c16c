import jax

from data.ops import add_noise, random_flip


def augment(key, image):
    flip_key, noise_key = jax.random.split(key)
    image = random_flip(flip_key, image)
    return add_noise(noise_key, image)

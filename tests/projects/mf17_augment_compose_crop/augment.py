import jax
import jax.numpy as jnp


def random_flip(key, img):
    return jnp.where(jax.random.bernoulli(key), img[:, ::-1], img)


def random_crop(key, img, size=24):
    top = jax.random.randint(key, (), 0, img.shape[0] - size)
    return img[top:top + size, top:top + size]  # expect: JAX202
